import type { OrderPage } from '@crossbay/contract/order';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

/** How many orders the buyer has in each status (the order list answers them beside its first page). */
export function useOrderCounts() {
  return useQuery({
    queryKey: orderKeys.counts(),
    queryFn: async () =>
      (
        await http.get<OrderPage>('/api/user/order_list', {
          params: { status: 'all', page: 1, limit: 1 },
        })
      ).counts,
  });
}
