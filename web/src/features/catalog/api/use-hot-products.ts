import type { ProductCard } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

export const GRID_PAGE_SIZE = 20;

export const hotProductsQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogKeys.hotProducts(),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<ProductCard>>('/api/index/hot_product', {
        params: { page: pageParam, limit: GRID_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

export function useHotProducts() {
  return useInfiniteQuery(hotProductsQuery());
}
