import { envelopeOf } from '@crossbay/contract/envelope';
import { CarrierEventAnswer, CarrierEventBody } from '@crossbay/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { ok } from '#server/plugins/envelope.ts';
import { carrierSecrets, takeCarrierEvent } from './carrier-webhook.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Couriers' scans (issue 37 item 2): the signature is over the body's exact bytes, so they are kept. */
export const carrierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const secrets = carrierSecrets(config.CARRIER_WEBHOOK_SECRETS);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.post(
    '/api/carrier/webhook/:carrier',
    {
      schema: {
        tags: ['carrier'],
        params: z.object({ carrier: z.string().max(32) }),
        body: CarrierEventBody,
        response: { 200: envelopeOf(CarrierEventAnswer) },
      },
    },
    async (request) =>
      ok(
        request,
        await takeCarrierEvent(db, secrets, {
          carrier: request.params.carrier,
          timestamp: request.headers['x-carrier-timestamp'] as string | undefined,
          signature: request.headers['x-carrier-signature'] as string | undefined,
          rawBody: request.rawBody ?? '',
          body: request.body,
          nowMs: Date.now(),
        }),
      ),
  );
};
