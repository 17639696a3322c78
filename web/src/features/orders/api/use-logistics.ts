import type { Logistics } from '@crossbay/contract/order';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export function useLogistics(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['order', id, 'logistics'],
    queryFn: () => http.get<Logistics>('/api/order/logistics', { params: { id } }),
    enabled,
  });
}
