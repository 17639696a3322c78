import type { RegisterConfig } from '@crossbay/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

/** Which registration fields are shown and which are required: server configuration. */
export function useRegisterConfig() {
  return useQuery({
    queryKey: accountKeys.registerConfig(),
    queryFn: () => http.get<RegisterConfig>('/api/user/reg_cfg'),
    staleTime: 5 * 60_000,
  });
}
