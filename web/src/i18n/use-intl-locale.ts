import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from './intl-locale.ts';

/** The BCP 47 tag of the buyer's language, for Intl (numbers, country names). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocaleOf(isLocale(i18n.language) ? i18n.language : 'en');
}
