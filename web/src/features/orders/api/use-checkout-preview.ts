import type { CheckoutPreview, CheckoutRequest } from '@crossbay/contract/checkout';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { ALLOW_RESUBMIT } from '#web/api/request-client.ts';
import { ordersKeys } from './orders-keys.ts';

/** The server computes every figure; the screen only shows them (a new answer for each change). */
export function useCheckoutPreview(request: CheckoutRequest, enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.preview(request),
    // A preview only reads; asking again for the same figures is never a double submission.
    queryFn: () => http.post<CheckoutPreview>('/api/order/preview', request, { headers: ALLOW_RESUBMIT }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
