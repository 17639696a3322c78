import type { CreatedCheckout, CreateOrderRequest } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';
import { randomKey } from '#web/api/random-key.ts';
import { ordersKeys } from './orders-keys.ts';

type CreateRequest = Omit<CreateOrderRequest, 'idempotency_key'>;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  // One idempotency key per intended checkout: sending the same request again (a retry after a lost
  // answer) reuses it, so the server answers the orders it already made instead of making more.
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: CreateRequest) => {
      const request = JSON.stringify(body);
      if (attempt.current?.request !== request) attempt.current = { request, key: randomKey() };
      return http.post<CreatedCheckout>('/api/order/create', {
        ...body,
        idempotency_key: attempt.current.key,
      });
    },
    onSuccess: () => {
      // The next checkout is a new one, even with the same items.
      attempt.current = null;
      // The ordered lines left the bag on the server: refresh it (and its badge) even while it is hidden.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.bag(), refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
