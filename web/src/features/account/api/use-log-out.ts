import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut } from '#web/session/log-out.ts';
import { useSession } from '#web/session/session-store.ts';
import { canPush, turnOffPush } from './web-push.ts';

// This device stops receiving the buyer's pushes first: the next person on it must not see them.
async function logOutHere(): Promise<void> {
  if (canPush()) await turnOffPush().catch(() => undefined);
  await logOut();
}

/** Unsubscribes this device from push, revokes the token on the server, then forgets the session and every cached answer of this buyer. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const signOut = useSession((state) => state.signOut);
  return useMutation({
    mutationFn: logOutHere,
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
