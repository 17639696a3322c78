import { APP_REQUEST_HEADER } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { clearedSessionCookies, tokenInCookies } from '#server/modules/session/cookie.ts';
import { noteSeen, rememberedUser, userForToken } from '#server/modules/session/service.ts';

export type SessionUser = { id: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs a logged-in buyer (HTTP 401, code 401 without a valid `token`). */
    auth?: boolean;
    /**
     * The route reads no session (a page-speed beacon, which cannot carry the app's header): a cookie sent with
     * it is neither used nor refused.
     */
    sessionless?: boolean;
    /**
     * A GET that answers the caller's own file to an `<img>`, which cannot carry the app's header: the cookie
     * authenticates it alone (docs/decisions/0120). Only for reads that change nothing.
     */
    cookieAlone?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request the HttpOnly cookie would authenticate but without the app's header, which a form or link from another
 * site cannot send (docs/decisions/0115): a state-changing one is refused before its body is read.
 */
function forged(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method) || request.headers[APP_REQUEST_HEADER] !== undefined) return false;
  if (request.routeOptions.config.sessionless || request.routeOptions.config.staff) return false;
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return false;
  return tokenInCookies(request.headers.cookie) !== undefined;
}

/**
 * The `token` header (API clients, the server drawing a page), else the cookie on the app's own requests and on
 * the reads a picture makes (`cookieAlone`).
 */
function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return { token: header, fromCookie: false };
  if (request.headers[APP_REQUEST_HEADER] === undefined && !request.routeOptions.config.cookieAlone)
    return undefined;
  const cookie = tokenInCookies(request.headers.cookie);
  return cookie === undefined ? undefined : { token: cookie, fromCookie: true };
}

/** Whether the request speaks for a session (its answer is the caller's own, never a shared one). */
export const hasSessionToken = (request: FastifyRequest): boolean => tokenOf(request) !== undefined;

/** Resolves the session token on every request; routes with `config.auth` refuse anonymous callers. */
export const auth = fp(async (app: FastifyInstance, options: { db: Db; sessionCacheMs: number }) => {
  app.decorateRequest('user', null);
  // A route that needs a buyer reads the session; one that reads none cannot need one.
  app.addHook('onRoute', ({ url, method, config }) => {
    if (config?.auth && config.sessionless)
      throw new Error(`${url}: a route cannot need a buyer and read no session`);
    // A form from another site can send the cookie with a POST; only a read may take the cookie alone.
    if (config?.cookieAlone && ![method].flat().every((m) => SAFE_METHODS.has(m)))
      throw new Error(`${url}: only a read can be authenticated by the cookie alone`);
  });
  const refuse = () => new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  app.addHook('onRequest', (request, _reply, done) => {
    done(forged(request) ? new DomainError(Codes.Forbidden, undefined, { httpStatus: 403 }) : undefined);
  });
  // Before validation: an anonymous caller learns only that it must log in, never what its body lacked.
  // A callback hook: most requests (no token, or one remembered) are decided without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    // The back office reads staff sessions only (plugins/staff-auth.ts): a buyer's token means nothing there.
    if (request.routeOptions.config.staff) return done();
    const given = tokenOf(request);
    const needed = request.routeOptions.config.auth === true;
    if (given === undefined) return done(needed ? refuse() : undefined);
    const { token, fromCookie } = given;
    const remembered = rememberedUser(token, options.sessionCacheMs);
    if (remembered) {
      request.user = remembered;
      noteSeen(options.db, remembered.sessionId);
      return done();
    }
    userForToken(options.db, token, options.sessionCacheMs).then((user) => {
      request.user = user;
      if (user) noteSeen(options.db, user.sessionId);
      // A session that ended (elsewhere, or expired): the browser's cookies go too, the hint the app reads with them.
      else if (fromCookie) reply.header('set-cookie', clearedSessionCookies(request.protocol === 'https'));
      done(needed && !user ? refuse() : undefined);
    }, done);
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  return request.user;
}
