import type { PlatformInfo } from '@crossbay/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

// spec §3: platform info is cached after its first load (per language: its texts are translated).
export function usePlatformInfo() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: accountKeys.platformInfo(i18n.language),
    queryFn: () => http.get<PlatformInfo>('/api/index/platform'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
