import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

export type HelpEntry = { question: string; answer: string };

export function useHelpSupport() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: accountKeys.helpSupport(i18n.language),
    queryFn: () => http.get<HelpEntry[]>('/api/user/help_support'),
    staleTime: 10 * 60_000,
  });
}
