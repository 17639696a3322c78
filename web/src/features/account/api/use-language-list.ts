import type { Language } from '@crossbay/contract/platform';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

export type LanguageEntry = z.infer<typeof Language>;

export function useLanguageList() {
  return useQuery({
    queryKey: accountKeys.languageList(),
    queryFn: () => http.get<LanguageEntry[]>('/api/user/language_list'),
    // The 14 locales change with a release, not while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
