import type { Locale } from '@crossbay/contract/locales';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

/** Remembers a logged-in buyer's language on the account (GET, as spec §7 names it). */
export function useSaveLanguage() {
  return useMutation({
    mutationFn: (locale: Locale) =>
      http.get<null>('/api/user/set_language', { params: { file_name: locale } }),
  });
}
