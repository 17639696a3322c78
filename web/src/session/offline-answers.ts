/** The service worker's cache of catalog answers (web/build/offline-app.ts keeps them there). */
export const CATALOG_CACHE = 'crossbay-catalogue';

/**
 * Some kept answers carry the buyer's own flags (a shop's "following", a saved heart); when the buyer
 * changes, the offline app must not show the last one's.
 */
export function forgetKeptAnswers(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(CATALOG_CACHE).catch(() => {
    // No cache storage (private mode): nothing was kept.
  });
}
