import type { Locale } from '@crossbay/contract/locales';
import type enUS from 'antd-mobile/es/locales/en-US';

export type ComponentLocale = typeof enUS;

type Loader = () => Promise<{ default: ComponentLocale }>;

// antd-mobile's own texts (pickers, dialogs, empty blocks) in the closest locale it ships.
const loaders: Record<Locale, Loader> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  ri: () => import('antd-mobile/es/locales/ja-JP'),
  han: () => import('antd-mobile/es/locales/ko-KR'),
  tai: () => import('antd-mobile/es/locales/th-TH'),
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  vit: () => import('antd-mobile/es/locales/vi-VN'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
};

const loaded = new Map<Locale, ComponentLocale>();

export async function loadComponentLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  loaded.set(locale, (await loaders[locale]()).default);
}

export function componentLocaleOf(locale: Locale): ComponentLocale | undefined {
  return loaded.get(locale);
}
