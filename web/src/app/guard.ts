import { LOGIN_PATH, loginPathFor } from '#web/session/return-path.ts';

// spec §6: what an anonymous visitor may open, sub-paths included (/shop/7, /detail/3/9).
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;

export type SessionFacts = { hasToken: boolean; hasUser: boolean };

export type Access =
  | { kind: 'allow' }
  /** spec §4: a token without user info; fetch it, then decide again. */
  | { kind: 'loadUser' }
  | { kind: 'redirect'; to: string; loginFirst: boolean };

// The router matches paths case-insensitively, so the guard must too.
function isUnder(path: string, base: string): boolean {
  const lower = path.toLowerCase();
  const prefix = base.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

export function isPublicPath(path: string): boolean {
  // `/` only forwards to /home.
  return path === '/' || PUBLIC_PATHS.some((base) => isUnder(path, base));
}

/** The route guard of spec §4 and §6 as a pure function of the path (with its query) and the session. */
export function decideAccess(path: string, search: string, session: SessionFacts): Access {
  if (!session.hasToken) {
    if (isPublicPath(path)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginPathFor(`${path}${search}`), loginFirst: true };
  }
  if (!session.hasUser) return { kind: 'loadUser' };
  if (isUnder(path, LOGIN_PATH)) return { kind: 'redirect', to: '/', loginFirst: false };
  return { kind: 'allow' };
}
