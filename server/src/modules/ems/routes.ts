import { EmsSendBody } from '@crossbay/contract/account';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { ok } from '#server/plugins/envelope.ts';
import { sendCode } from './service.ts';

export const emsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, mailer }) => {
  app.post(
    '/api/ems/send',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['account'], body: EmsSendBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await sendCode(db, mailer, request.t, request.user, request.body.email, request.body.event);
      return ok(request, null, 'success.codeSent');
    },
  );
};
