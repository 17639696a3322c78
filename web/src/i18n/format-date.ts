import type { Locale } from '@crossbay/contract/locales';
import { intlLocaleOf } from './intl-locale.ts';

/** The buyer's own time zone, as the browser reports it (also sent as the `time-zone` header). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An ISO 8601 UTC time from the API, shown in the buyer's language and time zone. */
export function formatDateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
