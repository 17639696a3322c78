import type { RefundRequest, RefundView } from '@crossbay/contract/after-sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { refreshOrder } from './refresh-order.ts';

export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => http.post<RefundView>('/api/refund/apply', body),
    // Not awaited: the screen leaves for the order at once, which then loads afresh.
    onSuccess: (refund) => void refreshOrder(queryClient, refund.order_id),
  });
}
