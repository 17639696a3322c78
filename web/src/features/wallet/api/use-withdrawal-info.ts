import type { WithdrawalInfo } from '@crossbay/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Balance, money frozen in withdrawals under audit, the service-charge rule and the last destinations. */
export function useWithdrawalInfo() {
  return useQuery({
    queryKey: walletKeys.withdrawalInfo(),
    queryFn: () => http.get<WithdrawalInfo>('/api/user/extract'),
  });
}
