import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALE_NAMES, type Locale } from '@crossbay/contract/locales';

export type PlatformContent = {
  platform: { title: string; body: string };
  help_support: { question: string; answer: string }[];
  law: { title: string; sections: { heading: string; body: string }[] };
  notices: { title: string; body: string }[];
  banners: { title: string; subtitle: string }[];
};

export function platformContent(): Map<Locale, PlatformContent> {
  const content = new Map<Locale, PlatformContent>();
  for (const locale of LOCALE_NAMES) {
    const file = resolve(import.meta.dirname, 'pages', `${locale}.json`);
    content.set(locale, JSON.parse(readFileSync(file, 'utf8')) as PlatformContent);
  }
  return content;
}
