import { envelopeOf } from '@crossbay/contract/envelope';
import { VitalsBeacon, VitalsConfig, VitalsStored } from '@crossbay/contract/vitals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { ok } from '#server/plugins/envelope.ts';
import { recordVitals } from './service.ts';

const tags = ['page speed'];

export const vitalsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // The share of page loads that report; the app asks once a page load, after it has started.
  app.get(
    '/api/vitals/config',
    { config: { publicCache: 'shared' }, schema: { tags, response: { 200: envelopeOf(VitalsConfig) } } },
    async (request) => ok(request, { sample: config.VITALS_SAMPLE }),
  );

  // A page load's measures, sent by navigator.sendBeacon when the page is hidden. Anonymous by design: the
  // caller's session is not read (a beacon carries the cookie, never the app's header), and no address or id is
  // kept.
  app.post(
    '/api/vitals',
    {
      config: { sessionless: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: VitalsBeacon, response: { 200: envelopeOf(VitalsStored) } },
    },
    async (request) => ok(request, { stored: await recordVitals(db, request.body) }),
  );
};
