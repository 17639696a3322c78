import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, formatDateTime } from '../../../i18n/format-date.ts';

/** Times in the buyer's language and time zone. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (iso) => formatDateTime(iso, locale, browserTimeZone());
}
