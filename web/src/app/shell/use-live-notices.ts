import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#web/session/session-store.ts';

/**
 * While a buyer is logged in, a new notice (an order shipped, a refund decided, a shop's reply) refreshes what
 * the open screen shows and the unread badges at once, without a reload (issue 37). The stream's code is loaded
 * after the app starts, never on the first screen's path.
 */
export function useLiveNotices(): void {
  const loggedIn = useSession((state) => state.loggedIn);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const stop = new AbortController();
    void import('./notice-stream.ts').then(({ followNotices }) =>
      followNotices(stop.signal, () => void queryClient.invalidateQueries()),
    );
    return () => stop.abort();
  }, [loggedIn, queryClient]);
}
