import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './format-date.ts';

/** The buyer's time zone, for the server to draw a page's times in it (server/src/plugins/first-screen.ts). */
export const TIME_ZONE_COOKIE = 'time-zone';
const COOKIE_DAYS = 365;

// The zone a page drawn on the server shows its times in: the cookie's, or UTC on a first visit.
let drawnZone = 'UTC';

export function setDrawnTimeZone(zone: string): void {
  drawnZone = zone;
}

export function saveTimeZoneCookie(): void {
  const zone = browserTimeZone();
  if (Cookies.get(TIME_ZONE_COOKIE) !== zone) {
    Cookies.set(TIME_ZONE_COOKIE, zone, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  }
}

const never = () => () => {};

/**
 * The time zone to show times in: the buyer's, except while the app takes over a page the server drew, when it is
 * the zone the page was drawn in (its markup must match); the times then move to the buyer's zone if it differs.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(never, browserTimeZone, () => drawnZone);
}
