import type { ComplaintBody, ComplaintView } from '@crossbay/contract/after-sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { afterSalesKeys } from './after-sales-keys.ts';

/** POST /api/user/complain: about an order, or (without order_id) to the platform. */
export function useComplain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => http.post<ComplaintView>('/api/user/complain', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterSalesKeys.complaints() }),
  });
}
