import type { PayRequest, PayResult } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';
import { sessionKeys } from '#web/session/session-keys.ts';

export function usePayOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayRequest) => http.post<PayResult>('/api/order/pay', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.cards() });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo() });
    },
  });
}
