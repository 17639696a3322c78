import type { LoginAnswer } from '@crossbay/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '#web/session/session-store.ts';

/** Keeps the session a login answer carries (register, third-party login), as the login form does. */
export function useFinishLogin() {
  const signIn = useSession((state) => state.signIn);
  const queryClient = useQueryClient();
  return useCallback(
    ({ userinfo }: LoginAnswer) => {
      // Answers cached for a previous buyer must not show through.
      queryClient.clear();
      signIn(userinfo);
    },
    [queryClient, signIn],
  );
}
