import type { BlockchainInfo } from '@crossbay/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { walletKeys } from './wallet-keys.ts';

export function useBlockchain() {
  return useQuery({
    queryKey: walletKeys.blockchain(),
    queryFn: () => http.get<BlockchainInfo>('/api/user/getBlockchain'),
    staleTime: 5 * 60_000,
  });
}
