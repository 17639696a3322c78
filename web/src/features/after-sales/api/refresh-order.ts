import type { QueryClient } from '@tanstack/react-query';
import { afterSalesKeys } from './after-sales-keys.ts';

/** A refund or a review moves the order: its page, the order lists, the Me tab's counts and its refunds. */
export function refreshOrder(queryClient: QueryClient, orderId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['order', orderId] }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['order-counts'] }),
    queryClient.invalidateQueries({ queryKey: afterSalesKeys.refunds(orderId) }),
  ]);
}
