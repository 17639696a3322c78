import type { ProductDetail } from '@crossbay/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { catalogKeys } from './catalog-keys.ts';
import { deviceId } from './device-id.ts';

// docs/decisions/0009: /detail is never kept; price and stock are fetched fresh on every open.
export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: () =>
      http.get<ProductDetail>('/api/product/detail', {
        params: { id },
        shownByCaller: MISSING,
        // A page drawn on the server counts its view by the buyer's address; the browser counts by its device.
        headers: import.meta.env.SSR ? {} : { 'device-id': deviceId() },
      }),
    staleTime: 0,
    gcTime: 0,
  });

export function useProductDetail(id: number) {
  return useQuery({ ...productDetailQuery(id), enabled: id > 0 });
}
