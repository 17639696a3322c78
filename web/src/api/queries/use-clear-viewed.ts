import type { RecentlyViewed } from '@crossbay/contract/recommendations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useSession } from '#web/session/session-store.ts';
import { forgetViewedHere } from '#web/session/viewed-here.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Empties the recently viewed list: the account's on the server, or a visitor's in this browser. */
export function useClearViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      forgetViewedHere();
      if (!useSession.getState().loggedIn) return { list: [] };
      return http.post<RecentlyViewed>('/api/viewed/clear');
    },
    onSuccess: (answer) => queryClient.setQueryData(catalogKeys.recentlyViewed(), answer),
  });
}
