import type { ShopDetail } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** Shops by store name; without a keyword, every shop. */
export function useShops(keyword: string, options: { enabled?: boolean; limit?: number } = {}) {
  const limit = options.limit ?? 20;
  return useInfiniteQuery({
    queryKey: catalogKeys.shops(keyword, limit),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<ShopDetail>>('/api/merchant/list', {
        params: { keyword, page: pageParam, limit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });
}
