import type { OrderRefunds } from '@crossbay/contract/after-sales';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { afterSalesKeys } from './after-sales-keys.ts';

/** GET /api/refund/detail: the order's refunds, newest first, and what may still be asked back. */
export function useOrderRefunds(orderId: number) {
  return useQuery({
    queryKey: afterSalesKeys.refunds(orderId),
    queryFn: ({ signal }) =>
      http.get<OrderRefunds>('/api/refund/detail', {
        params: { order_id: orderId },
        signal,
        shownByCaller: MISSING,
      }),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });
}
