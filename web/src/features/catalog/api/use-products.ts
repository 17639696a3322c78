import type { ProductCard } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys, type ProductFilter } from '#web/api/queries/catalog-keys.ts';
import { GRID_PAGE_SIZE } from './use-hot-products.ts';

export function useProducts(filter: ProductFilter, options: { enabled?: boolean; limit?: number } = {}) {
  const limit = options.limit ?? GRID_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: catalogKeys.products(filter, limit),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<ProductCard>>('/api/index/product', {
        params: { ...filter, page: pageParam, limit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });
}
