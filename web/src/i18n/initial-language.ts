import { DEFAULT_LOCALE, isLocale, type Locale } from '@crossbay/contract/locales';

/** A `lang` in the startup URL wins (shareable links), then the saved choice, then English (spec §1). */
export function initialLanguage(search: string, saved: Locale | null): Locale {
  const requested = new URLSearchParams(search).get('lang');
  if (isLocale(requested)) return requested;
  return saved ?? DEFAULT_LOCALE;
}
