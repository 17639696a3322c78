import { EmsSendBody } from '@crossbay/contract/account';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { serverSecret } from '#server/lib/secret-file.ts';
import { ok } from '#server/plugins/envelope.ts';
import { sendCode } from './service.ts';

export const emsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  const deviceSecret = serverSecret(config.LOGIN_LINK_SECRET, config.DATA_DIR, 'login-link.secret');
  app.post(
    '/api/ems/send',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: EmsSendBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const requester = { address: request.ip, cookies: request.headers.cookie, deviceSecret };
      await sendCode(db, mailer, request.t, request.user, requester, request.body.email, request.body.event);
      return ok(request, null, 'success.codeSent');
    },
  );
};
