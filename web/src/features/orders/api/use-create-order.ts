import type { CreatedCheckout } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import type { CheckoutRequest } from './checkout-request.ts';
import { BAG_KEY } from './use-bag.ts';

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest & { expected_total: string }) =>
      http.post<CreatedCheckout>('/api/order/create', body),
    onSuccess: () => {
      // The ordered lines left the bag on the server: refresh it (and its badge) even while it is hidden.
      void queryClient.invalidateQueries({ queryKey: BAG_KEY, refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
