import { EndSessionBody, SESSIONS_PATH, SessionList } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { revokeOtherSessions, revokeOwnSession, sessionsOf } from '#server/modules/session/service.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { clearSession } from './hand-over.ts';

const common = { config: { auth: true }, schema: { tags: ['account'], security: [{ token: [] }] } } as const;

/** Security › Devices: the buyer's open sessions, one ended, or all but this one (issue 41 item 3). */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    SESSIONS_PATH,
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(SessionList) } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await sessionsOf(db, user.id);
      return ok(
        request,
        rows.map((row) => ({ ...row, id: Number(row.id), current: Number(row.id) === user.sessionId })),
      );
    },
  );

  app.post(
    `${SESSIONS_PATH}/end`,
    {
      ...common,
      schema: { ...common.schema, body: EndSessionBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await revokeOwnSession(db, user.id, request.body.id))) throw new DomainError(Codes.NotFound);
      if (request.body.id === user.sessionId) clearSession(request, reply);
      return ok(request, null, 'success.signedOut');
    },
  );

  app.post(
    `${SESSIONS_PATH}/end_others`,
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const user = requireUser(request);
      await revokeOtherSessions(db, user.id, user.sessionId);
      return ok(request, null, 'success.signedOut');
    },
  );
};
