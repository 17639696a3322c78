import type { CreatedCheckout, CreateOrderRequest } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';
import { useDisplayRates } from '#web/api/queries/use-display-rates.ts';
import { randomKey } from '#web/api/random-key.ts';
import { useDisplayCurrency } from '#web/session/use-display-currency.ts';
import { ordersKeys } from './orders-keys.ts';

type CreateRequest = Omit<CreateOrderRequest, 'idempotency_key' | 'display_currency'>;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  // One idempotency key per intended checkout: sending the same request again (a retry after a lost
  // answer) reuses it, so the server answers the orders it already made instead of making more.
  const attempt = useRef<{ request: string; key: string } | null>(null);
  // The currency the buyer was shown beside the dollar: the order keeps its rate (the charge is in dollars).
  const currency = useDisplayCurrency();
  const rates = useDisplayRates();
  const shown = rates.data?.rates.some((rate) => rate.currency === currency) ? currency : null;
  return useMutation({
    mutationFn: (asked: CreateRequest) => {
      const body = shown ? { ...asked, display_currency: shown } : asked;
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
