import { DEFAULT_LOCALE, isLocale, type Locale } from '@crossbay/contract/locales';
import i18n from 'i18next';

// The language chosen at start, for requests sent while its strings are still on their way (the first screen's
// data is asked for in parallel with them).
let starting: Locale = DEFAULT_LOCALE;

export function setStartingLanguage(locale: Locale): void {
  starting = locale;
}

export function currentLanguage(): Locale {
  return isLocale(i18n.language) ? i18n.language : starting;
}
