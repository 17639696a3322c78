import type { ShopSummary } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

// spec §7, §9: popular shops are page 1, limit 8.
export const hotShopsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.hotShops(),
    queryFn: () => http.get<Page<ShopSummary>>('/api/index/hot_merchant', { params: { page: 1, limit: 8 } }),
    staleTime: 60_000,
  });

export function useHotShops() {
  return useQuery(hotShopsQuery());
}
