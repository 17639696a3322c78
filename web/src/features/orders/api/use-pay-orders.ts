import type { PayResult } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { USER_INFO_KEY } from '../../../session/use-user-info.ts';

export type PayRequest = { order_ids: number[]; pay_password: string; idempotency_key: string };

export function usePayOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayRequest) => http.post<PayResult>('/api/order/pay', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order'] });
      void queryClient.invalidateQueries({ queryKey: ['card-keys'] });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
