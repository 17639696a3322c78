import type { ReviewBody } from '@crossbay/contract/after-sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';
import { refreshOrder } from './refresh-order.ts';

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => http.post<unknown>('/api/comment/add', body),
    // Not awaited: the screen leaves for the order at once, which then loads afresh.
    onSuccess: (_answer, body) => {
      void refreshOrder(queryClient, body.order_id);
      // The products' review lists and scores now count this one.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.allComments() });
    },
  });
}
