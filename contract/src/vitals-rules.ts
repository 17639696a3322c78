import type { Locale } from './locales.ts';

// Buyers' real page speed (issue 42 item 3, decision 0117): what the app reports after a page load, per route
// template of spec §2, with no personal data. Without zod, for the app's reporter; the schemas are in vitals.ts.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Every route template of spec §2 as `web/src/app/routes.ts` writes it (a web test keeps the two equal). A beacon
 * names one of these, never a URL: an id in a path would tell who looked at what, and free text would let one
 * caller grow the metrics' label set without end.
 */
export const VITAL_ROUTES = [
  '/home',
  '/code',
  '/explore',
  '/bag',
  '/order',
  '/orderInfo/:id?',
  '/comment',
  '/refund/:id?/:sn?/:product_ids?/:amount?',
  '/checkout',
  '/myPurchases/:status?',
  '/me',
  '/cards',
  '/language',
  '/notification',
  '/profile',
  '/forgotPassword',
  '/changePassword',
  '/changePayPwd',
  '/passwords',
  '/helpAndSupport',
  '/withDraw',
  '/depositRecord',
  '/topUp',
  '/walletTopUp',
  '/cardTopUp',
  '/topUpRecord',
  '/capitalRecord',
  '/discount',
  '/myFavourite',
  '/payment',
  '/security',
  '/devices',
  '/myData',
  '/closeAccount',
  '/noticeSettings',
  '/vouchers',
  '/heart',
  '/filter',
  '/setting',
  '/search',
  '/popular',
  '/detail/:product?/:mer?',
  '/login',
  '/register',
  '/platform',
  '/merchant',
  '/seller',
  '/law',
  '/address',
  '/addressForm/:id?',
  '/shop/:id?',
  '/products',
  '/service',
  '/complaint/:id?',
  '/platformComplaint',
  '/consult/:product_id?/:mch_id?',
  '/consult/list',
  '/consult/detail/:id?',
] as const;
export type VitalRoute = (typeof VITAL_ROUTES)[number];

/** The Network Information API's effective types, and `unknown` where a browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/**
 * The languages whose buyers are asked before their page speed is sent (the EU's ePrivacy rules on reading and
 * storing on a device): until they say yes, nothing is sent. Elsewhere it is sent unless they say no.
 */
export const CONSENT_FIRST_LOCALES: readonly Locale[] = ['de', 'fr', 'it', 'es'];

/** What the buyer said about sharing their page speed; `unasked` until they choose in Settings. */
export const ANALYTICS_CHOICES = ['granted', 'declined', 'unasked'] as const;
export type AnalyticsChoice = (typeof ANALYTICS_CHOICES)[number];

/** Whether a buyer with this choice, reading in this language, may send page speed. */
export function mayReportVitals(choice: AnalyticsChoice, locale: Locale): boolean {
  if (choice === 'declined') return false;
  return choice === 'granted' || !CONSENT_FIRST_LOCALES.includes(locale);
}
