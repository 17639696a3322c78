import type { Locale } from '@crossbay/contract/locales';
import { directionOf } from './direction.ts';
import { intlLocaleOf } from './intl-locale.ts';

export function applyDocumentLanguage(locale: Locale): void {
  const root = document.documentElement;
  root.lang = intlLocaleOf(locale);
  root.dir = directionOf(locale);
}
