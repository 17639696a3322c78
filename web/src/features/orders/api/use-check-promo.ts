import type { PromoCheck, PromoCheckRequest } from '@crossbay/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

export function useCheckPromo() {
  return useMutation({
    mutationFn: (body: PromoCheckRequest) => http.post<PromoCheck>('/api/order/promo_check', body),
  });
}
