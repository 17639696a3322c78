import { LANGUAGE_TAGS, type Locale } from '@crossbay/contract/locales';

export function intlLocaleOf(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}
