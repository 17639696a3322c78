import type { Order } from '@crossbay/contract/order';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { orderKeys } from './order-keys.ts';

export function useOrderDetail(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => http.get<Order>('/api/order/detail', { params: { id }, shownByCaller: MISSING }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
