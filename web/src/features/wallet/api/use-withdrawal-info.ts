import type { WithdrawalInfo } from '@crossbay/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export const WITHDRAWAL_INFO_KEY = ['wallet', 'extract'] as const;

/** Balance, money frozen in withdrawals under audit, the service-charge rule and the last destinations. */
export function useWithdrawalInfo() {
  return useQuery({
    queryKey: WITHDRAWAL_INFO_KEY,
    queryFn: () => http.get<WithdrawalInfo>('/api/user/extract'),
  });
}
