import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut } from '#web/session/log-out.ts';
import { useSession } from '#web/session/session-store.ts';

/** Revokes the token on the server, then forgets the session and every cached answer of this buyer. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const signOut = useSession((state) => state.signOut);
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
