import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { rememberedUser, userForToken } from '#server/modules/session/service.ts';

export type SessionUser = { id: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs a logged-in buyer (HTTP 401, code 401 without a valid `token`). */
    auth?: boolean;
  }
}

/** Resolves the `token` header on every request; routes with `config.auth` refuse anonymous callers. */
export const auth = fp(async (app: FastifyInstance, options: { db: Db; sessionCacheMs: number }) => {
  app.decorateRequest('user', null);
  const refuse = () => new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  // Before validation: an anonymous caller learns only that it must log in, never what its body lacked.
  // A callback hook: most requests (no token, or one remembered) are decided without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const token = request.headers.token;
    const needed = request.routeOptions.config.auth === true;
    if (typeof token !== 'string' || token.length === 0) return done(needed ? refuse() : undefined);
    const remembered = rememberedUser(token, options.sessionCacheMs);
    if (remembered) {
      request.user = remembered;
      return done();
    }
    userForToken(options.db, token, options.sessionCacheMs).then((user) => {
      request.user = user;
      done(needed && !user ? refuse() : undefined);
    }, done);
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  return request.user;
}
