import { LANGUAGE_TAGS, LOCALE_NAMES, type Locale } from './locales.ts';

/**
 * A page's address in one language: `?lang=` chooses it, as the app reads it at start (docs/decisions/0100).
 * Without a language it is the page every language shares (`x-default`), drawn in the visitor's own.
 */
export function pageAddress(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin);
  if (locale) url.searchParams.set('lang', locale);
  return url.href;
}

/** The page in each of the 14 languages, then the one they share: `hreflang` alternates, in a page or a sitemap. */
export function languageVersions(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALE_NAMES.map((locale) => ({
      hreflang: LANGUAGE_TAGS[locale],
      href: pageAddress(origin, path, locale),
    })),
    { hreflang: 'x-default', href: pageAddress(origin, path) },
  ];
}
