import type { VerifyPayBody } from '@crossbay/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useSession } from '#web/session/session-store.ts';
import { canPush, turnOffPush } from './web-push.ts';

/** Closes the account after the payment code; on success this device forgets the session and its answers. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  const signOut = useSession((state) => state.signOut);
  return useMutation({
    mutationFn: (body: VerifyPayBody) => http.post<null>('/api/user/close_account', body),
    onSuccess: async () => {
      if (canPush()) await turnOffPush().catch(() => undefined);
      signOut();
      queryClient.clear();
    },
  });
}
