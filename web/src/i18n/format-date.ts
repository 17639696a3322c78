import type { Locale } from '@crossbay/contract/locales';
import { dateTimeFormat } from './intl-formats.ts';
import { intlLocaleOf } from './intl-locale.ts';

let zone: string | undefined;

/**
 * The buyer's own time zone, as the browser reports it (also sent as the `time-zone` header). Read once: the
 * page's first date format costs a phone tens of milliseconds.
 */
export function browserTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}

/** An ISO 8601 UTC time from the API, shown in the buyer's language and time zone. */
export function formatDateTime(iso: string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
