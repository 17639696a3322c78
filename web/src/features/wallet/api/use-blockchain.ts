import type { BlockchainInfo } from '@crossbay/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export function useBlockchain() {
  return useQuery({
    queryKey: ['wallet', 'blockchain'],
    queryFn: () => http.get<BlockchainInfo>('/api/user/getBlockchain'),
    staleTime: 5 * 60_000,
  });
}
