import Cookies from 'js-cookie';

// spec §9: the cookie `ect` holds the number of items in the bag (for the tab badge).
export const CART_COUNT_COOKIE = 'ect';
const CART_COUNT_COOKIE_DAYS = 3;

export function readCartCount(): number {
  const count = Number.parseInt(Cookies.get(CART_COUNT_COOKIE) ?? '', 10);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

export function saveCartCount(count: number): void {
  // spec §9: the cookie is removed when the count falls below 1.
  if (!Number.isFinite(count) || count < 1) {
    Cookies.remove(CART_COUNT_COOKIE, { path: '/' });
    return;
  }
  Cookies.set(CART_COUNT_COOKIE, String(Math.floor(count)), {
    expires: CART_COUNT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
}
