import { COUNTRY_CODES } from '@crossbay/contract/address-countries';
import type { Locale } from '@crossbay/contract/locales';

// The country a language is most often shipped to, where the browser names no region of its own.
const BY_LOCALE: Record<Locale, string> = {
  en: 'US',
  'zh-CN': 'CN',
  ri: 'JP',
  han: 'KR',
  tai: 'TH',
  ar: 'SA',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  ru: 'RU',
  tr: 'TR',
  vit: 'VN',
  'zh-Hant': 'TW',
};

/**
 * A guess at the buyer's country from the shop's language and the browser's (en-GB: the United Kingdom), offered
 * as a choice the buyer taps, never filled in (issue 36).
 */
export function guessCountry(
  locale: Locale,
  intlLocale: string,
  browserLanguages: readonly string[],
): string {
  const language = intlLocale.split('-')[0];
  for (const tag of browserLanguages) {
    try {
      const { language: own, region } = new Intl.Locale(tag);
      if (own === language && region && COUNTRY_CODES.includes(region)) return region;
    } catch {
      // A browser's odd tag is no guess.
    }
  }
  return BY_LOCALE[locale];
}
