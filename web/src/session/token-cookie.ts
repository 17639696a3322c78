import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'Admin-Token';
// spec §9: the login token cookie lasts 3 days.
const TOKEN_COOKIE_DAYS = 3;

export function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) || null;
}

export function saveToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function dropToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
