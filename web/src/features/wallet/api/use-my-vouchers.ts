import type { MyVouchers } from '@crossbay/contract/vouchers';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

/** The buyer's vouchers: usable, used and expired. */
export function useMyVouchers() {
  return useQuery({
    queryKey: walletKeys.vouchers(),
    queryFn: ({ signal }) => http.get<MyVouchers>('/api/voucher/mine', { signal }),
  });
}
