import type { ShopDetail } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

export function useFollowedShops() {
  return useInfiniteQuery({
    queryKey: catalogKeys.followList(),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<ShopDetail>>('/api/user/follow_list', { params: { page: pageParam, limit: 20 }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
