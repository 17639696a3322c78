import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import type { BlockchainInfo } from './wallet-types.ts';

export function useBlockchain() {
  return useQuery({
    queryKey: ['wallet', 'blockchain'],
    queryFn: () => http.get<BlockchainInfo>('/api/user/getBlockchain'),
    staleTime: 5 * 60_000,
  });
}
