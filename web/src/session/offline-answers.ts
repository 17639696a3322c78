/** The service worker's cache of catalogue answers (web/build/offline-app.ts keeps them there). */
export const CATALOGUE_CACHE = 'crossbay-catalogue';

/**
 * Some kept answers carry the buyer's own flags (a shop's "following", a saved heart); when the buyer
 * changes, the offline app must not show the last one's.
 */
export function forgetKeptAnswers(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(CATALOGUE_CACHE).catch(() => {
    // No cache storage (private mode): nothing was kept.
  });
}
