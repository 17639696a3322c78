import { LOGGED_IN_COOKIE } from '@crossbay/contract/session-cookie';
import Cookies from 'js-cookie';

// The session token is an HttpOnly cookie the server sets and clears (docs/decisions/0115): no script here reads
// it. Beside it the server sets a secret-free hint, which tells the app whether a buyer is logged in.

export function hasSessionHint(): boolean {
  return Cookies.get(LOGGED_IN_COOKIE) === '1';
}

/** The session ended without the server saying so (a 401): the hint goes; the server clears its own cookie. */
export function dropSessionHint(): void {
  Cookies.remove(LOGGED_IN_COOKIE, { path: '/' });
}
