import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

export type LawPage = { title: string; sections: { heading: string; body: string }[] };

export function useLaw() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: accountKeys.law(i18n.language),
    queryFn: () => http.get<LawPage>('/api/user/law'),
    staleTime: 10 * 60_000,
  });
}
