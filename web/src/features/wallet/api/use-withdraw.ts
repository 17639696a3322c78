import type { Withdrawn, WithdrawRequest } from '@crossbay/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

export function useWithdraw() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => http.post<Withdrawn>('/api/user/extract', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: walletKeys.all() }),
  });
}
