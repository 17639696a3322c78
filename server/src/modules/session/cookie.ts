import { LOGGED_IN_COOKIE, SESSION_TTL_DAYS, TOKEN_COOKIE } from '@crossbay/contract/account';

const MAX_AGE = SESSION_TTL_DAYS * 24 * 3600;

function cookies(token: string, hint: string, maxAge: number, secure: boolean): string[] {
  const tail = [`Path=/`, `Max-Age=${maxAge}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [
    [`${TOKEN_COOKIE}=${token}`, ...tail, 'HttpOnly'].join('; '),
    [`${LOGGED_IN_COOKIE}=${hint}`, ...tail].join('; '),
  ];
}

/** The session's token for the browser, out of scripts' reach, and the app's "logged in" hint beside it. */
export const sessionCookies = (token: string, secure: boolean): string[] =>
  cookies(token, '1', MAX_AGE, secure);

/** Both cookies gone (logout, a password reset). */
export const clearedSessionCookies = (secure: boolean): string[] => cookies('', '', 0, secure);

/** The token in a Cookie header, or undefined. */
export function tokenInCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const name = `${TOKEN_COOKIE}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(name)) return trimmed.slice(name.length) || undefined;
  }
  return undefined;
}
