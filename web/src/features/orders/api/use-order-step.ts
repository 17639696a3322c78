import type { Order } from '@crossbay/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

/** The buyer's own steps on an order: cancel it (unpaid), confirm receipt or extend its timer once (delivered). */
export function useOrderStep(step: 'cancel' | 'receive' | 'extend_receipt') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<Order>(`/api/order/${step}`, { id }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
