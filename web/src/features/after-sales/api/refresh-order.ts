import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '#web/api/queries/order-keys.ts';
import { afterSalesKeys } from './after-sales-keys.ts';

/** A refund or a review moves the order: its page, the order lists, the Me tab's counts and its refunds. */
export function refreshOrder(queryClient: QueryClient, orderId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.counts() }),
    queryClient.invalidateQueries({ queryKey: afterSalesKeys.refunds(orderId) }),
  ]);
}
