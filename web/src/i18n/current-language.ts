import { DEFAULT_LOCALE, isLocale, type Locale } from '@crossbay/contract/locales';
import i18n from 'i18next';

export function currentLanguage(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
