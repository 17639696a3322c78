import type { RecentlyViewed } from '@crossbay/contract/recommendations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '#web/api/client.ts';
import { useSession } from '#web/session/session-store.ts';
import { forgetViewedHere, viewedHere } from '#web/session/viewed-here.ts';
import { catalogKeys } from './catalog-keys.ts';

/**
 * Once a visitor logs in, what they viewed in this browser joins their account's list (above its
 * older views) and is forgotten here. A failed merge keeps the list for the next login.
 */
export function useMergeViewedAtLogin(): void {
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.loggedIn);
  useEffect(() => {
    const ids = viewedHere();
    if (!loggedIn || ids.length === 0) return;
    http
      .post<RecentlyViewed>('/api/viewed/merge', { product_ids: ids })
      .then((merged) => {
        forgetViewedHere();
        queryClient.setQueryData(catalogKeys.recentlyViewed(), merged);
      })
      .catch(() => {
        // kept in the browser: the next login hands it over
      });
  }, [loggedIn, queryClient]);
}
