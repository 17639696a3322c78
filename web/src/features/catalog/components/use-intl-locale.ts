import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../i18n/intl-locale.ts';

/** The BCP 47 tag of the buyer's language, for Intl number and date formats. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocaleOf(isLocale(i18n.language) ? i18n.language : 'en');
}
