import type { ShopDetail } from '@crossbay/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { catalogKeys } from './catalog-keys.ts';

export function useShopDetail(id: number) {
  return useQuery({
    queryKey: catalogKeys.shop(id),
    queryFn: () => http.get<ShopDetail>('/api/merchant/detail', { params: { id }, shownByCaller: MISSING }),
    enabled: id > 0,
  });
}
