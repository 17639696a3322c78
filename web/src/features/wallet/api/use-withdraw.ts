import type { Withdrawn } from '@crossbay/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export type WithdrawRequest = {
  type: 'bank' | 'chain';
  amount: string;
  card_number?: string;
  bank_name?: string;
  holder?: string;
  network?: string;
  address?: string;
  email_code: string;
  pay_password: string;
  idempotency_key: string;
};

export function useWithdraw() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => http.post<Withdrawn>('/api/user/extract', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
