import type { RechargeBody } from '@crossbay/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

type RechargeRequest = Omit<RechargeBody, 'amount'> & { amount: string };

export function useRecharge() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RechargeRequest) =>
      http.post<{ id: number; status: 'auditing' }>('/api/user/recharge', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
