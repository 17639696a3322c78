import type { RechargeRequest, RechargeRequested } from '@crossbay/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

export function useRecharge() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RechargeRequest) => http.post<RechargeRequested>('/api/user/recharge', body),
    onSuccess: () => queries.invalidateQueries({ queryKey: walletKeys.all() }),
  });
}
