import type { Page } from '@crossbay/contract/pagination';
import type { WishlistItem } from '@crossbay/contract/wishlist';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** The buyer's wishlist, newest save first, twenty cards a page. */
export function useSavedProducts() {
  return useInfiniteQuery({
    queryKey: catalogKeys.savedProducts(),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<WishlistItem>>('/api/wishlist/list', { params: { page: pageParam, limit: 20 }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
