import type { Logistics } from '@crossbay/contract/order';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

export function useLogistics(id: number, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.logistics(id),
    queryFn: () => http.get<Logistics>('/api/order/logistics', { params: { id } }),
    enabled,
  });
}
