import type { VitePWAOptions } from 'vite-plugin-pwa';
import { CATALOG_CACHE } from '#web/session/offline-answers.ts';

// The locale chunks (a few per language, web/build/locale-bundles.ts) are not precached: a phone keeps
// those of the language it uses (app/service-worker.ts), not all fourteen languages'.
const LOCALE_BUNDLE =
  /^assets\/(en|zh-CN|ri|han|tai|ar|de|es|fr|it|ru|tr|vit|zh-Hant|[a-z]{2}-[A-Z]{2})-[\w-]{8}\.js$/;

/**
 * The installable app: a manifest, and a service worker (Workbox) that precaches the app's code and
 * serves the shell offline. Catalogue reads and pictures are kept as they pass, so a repeat visit
 * draws the home screen with the network off; everything else needs the network and says so.
 */
export const offlineApp: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    name: 'Crossbay',
    short_name: 'Crossbay',
    description: 'Shop across borders from your phone.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b6e79',
    background_color: '#f4f5f7',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Web Push: showing a pushed notice and opening its screen on a tap (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !LOCALE_BUNDLE.test(entry.url)),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/(api|media|uploads|assets)\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Hashed files never change: a locale bundle or an antd-mobile locale, kept once fetched.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'crossbay-assets', expiration: { maxEntries: 60 } },
      },
      {
        // Public pictures only: a buyer's private proofs (/api/private-uploads/, docs/decisions/0120) are kept
        // by no cache here, which every account on the device would share.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(media|uploads)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'crossbay-pictures-2',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86400 },
        },
      },
      {
        // Fresh whenever the network answers; the last answer only when it does not (offline).
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin && request.method === 'GET' && /^\/api\/(index|product|merchant)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: CATALOG_CACHE,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 86400 },
        },
      },
    ],
  },
};
