/**
 * The areas of the app's strings: a file per area in each locale folder (src/i18n/locales/<locale>/<area>.json),
 * plus `validation`, the contract's rule messages the app's forms show (web/build/locale-sources.ts).
 *
 * The first areas are what the shell and the screens a phone opens on (home, a product's, search) name: the
 * build merges them into one chunk per locale, fetched before the first screen. Each later area is a chunk of
 * its own, fetched with the first screen that names it (a route's `areas`, app/routes.ts) and kept from then on
 * (docs/decisions/0121). web/src/i18n/screen-areas.test.ts fails when a screen names a key of an area it does not load.
 */
export const FIRST_AREAS = ['shell', 'catalog'] as const;

export const LATER_AREAS = [
  'catalog-lists',
  'address-form',
  'discover',
  'orders',
  'wallet',
  'after-sales',
  'account-screens',
  'validation',
] as const;

export type LaterArea = (typeof LATER_AREAS)[number];

/** What the build makes a chunk of, per locale: the first areas together, then each later area. */
export type StringsBundle = 'first' | LaterArea;
