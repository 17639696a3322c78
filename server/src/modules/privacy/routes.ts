import { VerifyPayBody } from '@crossbay/contract/account';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { payCodeKey } from '#server/lib/pay-code-hash.ts';
import { clearSession } from '#server/modules/account/hand-over.ts';
import { accountOf } from '#server/modules/account/personal-data.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { closeAccount } from './close.ts';
import { exportFileName, personalDataStream } from './export.ts';

const tags = ['privacy'];
const security = [{ token: [] }];

/** The buyer's privacy rights (issue 41 item 6, decision 0124): download their data, close their account. */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const payCodes = payCodeKey(config);

  app.get(
    '/api/user/personal_data',
    // A file of its own shape (export.ts), written as it is read: not a JSON answer of the API's document, as a
    // private upload is not.
    { config: { auth: true, file: true }, schema: { hide: true, tags, security } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { account } = await accountOf(db, userId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(account)}"`)
        .header('cache-control', 'no-store')
        .send(personalDataStream(db, userId));
    },
  );

  app.post(
    '/api/user/close_account',
    {
      config: { auth: true },
      schema: { tags, security, body: VerifyPayBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request, reply) => {
      await closeAccount(db, payCodes, requireUser(request).id, request.body.pay_password);
      clearSession(request, reply);
      return ok(request, null, 'success.accountClosed');
    },
  );
};
