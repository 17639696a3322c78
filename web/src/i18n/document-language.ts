import type { Locale } from '@crossbay/contract/locales';
import { directionOf } from './direction.ts';
import { intlLocaleOf } from './intl-locale.ts';

export function applyDocumentLanguage(locale: Locale): void {
  // A page drawn on the server gets its language and direction in its markup (entry-server.tsx).
  if (import.meta.env.SSR) return;
  const root = document.documentElement;
  root.lang = intlLocaleOf(locale);
  root.dir = directionOf(locale);
}
