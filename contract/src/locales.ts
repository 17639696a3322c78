export const LOCALES = [
  { file_name: 'en', language_name: 'English', chinese_name: '英语', dir: 'ltr' },
  { file_name: 'zh-CN', language_name: '简体中文', chinese_name: '简体中文', dir: 'ltr' },
  { file_name: 'ri', language_name: '日本語', chinese_name: '日语', dir: 'ltr' },
  { file_name: 'han', language_name: '한국어', chinese_name: '韩语', dir: 'ltr' },
  { file_name: 'tai', language_name: 'ไทย', chinese_name: '泰语', dir: 'ltr' },
  { file_name: 'ar', language_name: 'العربية', chinese_name: '阿拉伯语', dir: 'rtl' },
  { file_name: 'de', language_name: 'Deutsch', chinese_name: '德语', dir: 'ltr' },
  { file_name: 'es', language_name: 'Español', chinese_name: '西班牙语', dir: 'ltr' },
  { file_name: 'fr', language_name: 'Français', chinese_name: '法语', dir: 'ltr' },
  { file_name: 'it', language_name: 'Italiano', chinese_name: '意大利语', dir: 'ltr' },
  { file_name: 'ru', language_name: 'Русский', chinese_name: '俄语', dir: 'ltr' },
  { file_name: 'tr', language_name: 'Türkçe', chinese_name: '土耳其语', dir: 'ltr' },
  { file_name: 'vit', language_name: 'Tiếng Việt', chinese_name: '越南语', dir: 'ltr' },
  { file_name: 'zh-Hant', language_name: '繁體中文', chinese_name: '繁体中文', dir: 'ltr' },
] as const;

export type Locale = (typeof LOCALES)[number]['file_name'];
export const LOCALE_NAMES = LOCALES.map((l) => l.file_name) as Locale[];

// The shop's file names are not all BCP 47 tags (ri, han, tai, vit); Intl, <html lang> and hreflang need the tags.
export const LANGUAGE_TAGS: Record<Locale, string> = {
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

// spec §1: English is the default, zh-CN the fallback for a missing key.
export const DEFAULT_LOCALE: Locale = 'en';
export const FALLBACK_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_NAMES as string[]).includes(value);
}
