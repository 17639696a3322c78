import type { RechargeAccountInfo } from '@crossbay/contract/transfer-account';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** The platform's receiving bank account (null when not set) and the buyer's own transfer reference. */
export function useRechargeAccount() {
  return useQuery({
    queryKey: walletKeys.rechargeAccount(),
    queryFn: () => http.get<RechargeAccountInfo>('/api/user/recharge_account'),
  });
}
