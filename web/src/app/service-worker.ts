import { LATER_AREAS } from '#web/i18n/areas.ts';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { loadMessages } from '#web/i18n/locale-files.ts';
import { CATALOG_CACHE } from '#web/session/offline-answers.ts';
import type { FirstScreenData } from './first-screen.ts';

// Must match the runtime caches of web/build/offline-app.ts.
const WARMED = [
  { cache: 'crossbay-assets', path: /^\/assets\// },
  { cache: 'crossbay-pictures-2', path: /^\/(media|uploads)\// },
  { cache: CATALOG_CACHE, path: /^\/api\/(index|product|merchant)\// },
] as const;
// Until decision 0120 proofs and evidence were public pictures, kept in this cache like the others; private
// ones are now served under /api/private-uploads/, which no cache of the worker keeps.
const RETIRED_PICTURES = 'crossbay-pictures';

// A page the server drew came with its screen's answers: the app never asked for them.
function drawnAnswers(): URL[] {
  const data = document.getElementById('first-screen-data')?.textContent;
  if (!data) return [];
  return (JSON.parse(data) as FirstScreenData).answers.map((href) => new URL(href, window.location.origin));
}

/**
 * What this first visit fetched before the service worker was there (its locale bundle, the home
 * screen's data and pictures) is put in the worker's caches too, so the next visit works offline.
 */
async function keepWhatWasLoaded(): Promise<void> {
  const urls = [
    ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name)),
    ...drawnAnswers(),
  ].filter((url) => url.origin === window.location.origin);
  await Promise.allSettled(
    urls.map(async (url) => {
      const warmed = WARMED.find((place) => place.path.test(url.pathname));
      if (!warmed || (await caches.match(url.href))) return;
      const cache = await caches.open(warmed.cache);
      await cache.add(url.href);
    }),
  );
}

/**
 * The language's later areas of strings (docs/decisions/0121), which the first screen did not load: fetched once the
 * app is idle, so that a screen not opened yet still opens offline, as its chunk does from the precache.
 */
const loadLaterStrings = () =>
  Promise.allSettled(LATER_AREAS.map((area) => loadMessages(currentLanguage(), area)));

/** Installs the offline app; main.tsx calls it once the first screen is up (never in competition with it). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then(loadLaterStrings)
    .then(() => caches.delete(RETIRED_PICTURES))
    .then(keepWhatWasLoaded)
    .catch(() => {
      // No offline app (private mode, storage full): the shop works online as before.
    });
}
