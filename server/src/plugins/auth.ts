import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { userForToken } from '#server/modules/session/service.ts';

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
  // Before validation: an anonymous caller learns only that it must log in, never what its body lacked.
  app.addHook('preValidation', async (request) => {
    const token = request.headers.token;
    if (typeof token === 'string' && token.length > 0)
      request.user = await userForToken(options.db, token, options.sessionCacheMs);
    if (request.routeOptions.config.auth && !request.user) {
      throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
    }
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  return request.user;
}
