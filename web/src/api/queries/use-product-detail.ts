import type { ProductDetail } from '@crossbay/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from './catalog-keys.ts';
import { deviceId } from './device-id.ts';

// docs/decisions/: /detail is never kept; price and stock are fetched fresh on every open.
export function useProductDetail(id: number) {
  return useQuery({
    queryKey: catalogKeys.detail(id),
    queryFn: () =>
      http.get<ProductDetail>('/api/product/detail', {
        params: { id },
        headers: { 'device-id': deviceId() },
      }),
    enabled: id > 0,
    staleTime: 0,
    gcTime: 0,
  });
}
