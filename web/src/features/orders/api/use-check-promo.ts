import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import type { CheckoutLine } from './types.ts';

export type PromoAnswer = { code: string; kind: 'percent' | 'fixed'; value: string };

export function useCheckPromo() {
  return useMutation({
    mutationFn: (body: { code: string; items: CheckoutLine[] }) =>
      http.post<PromoAnswer>('/api/order/promo_check', body),
  });
}
