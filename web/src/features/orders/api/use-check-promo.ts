import type { PromoCheck } from '@crossbay/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import type { CheckoutLine } from './checkout-request.ts';

export function useCheckPromo() {
  return useMutation({
    mutationFn: (body: { code: string; items: CheckoutLine[] }) =>
      http.post<PromoCheck>('/api/order/promo_check', body),
  });
}
