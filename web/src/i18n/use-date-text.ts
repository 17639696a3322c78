import { isLocale } from '@crossbay/contract/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-date.ts';
import { useTimeZone } from './time-zone.ts';

/** An ISO time from the API in the buyer's language and time zone. */
export function useDateText(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, locale, timeZone), [locale, timeZone]);
}
