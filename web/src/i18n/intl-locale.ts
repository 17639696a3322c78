import type { Locale } from '@crossbay/contract/locales';

// The shop's file names are not all BCP 47 tags (ri, han, tai, vit); Intl and <html lang> need the tags.
const TAGS: Record<Locale, string> = {
  en: 'en',
  'zh-CN': 'zh-CN',
  ri: 'ja',
  han: 'ko',
  tai: 'th',
  ar: 'ar',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ru: 'ru',
  tr: 'tr',
  vit: 'vi',
  'zh-Hant': 'zh-Hant',
};

export function intlLocaleOf(locale: Locale): string {
  return TAGS[locale];
}
