import { envelopeOf } from '@crossbay/contract/envelope';
import {
  DeliveryPreferenceBody,
  DeliveryPreferences,
  PushKey,
  PushSubscribeBody,
  PushUnsubscribeBody,
} from '@crossbay/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { preferences, setPreference, subscribe, unsubscribe } from './push-service.ts';

const common = { config: { auth: true }, schema: { tags: ['notices'], security: [{ token: [] }] } } as const;

/** Web Push subscriptions and what a buyer is pushed and mailed (decision 0116). */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, noticeSender }) => {
  app.get(
    '/api/push/key',
    { schema: { tags: ['notices'], response: { 200: envelopeOf(PushKey) } } },
    async (request) => ok(request, { public_key: noticeSender.publicKey }),
  );
  app.post(
    '/api/push/subscribe',
    {
      ...common,
      schema: { ...common.schema, body: PushSubscribeBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await subscribe(db, config, requireUser(request).id, request.body);
      return ok(request, null);
    },
  );
  app.post(
    '/api/push/unsubscribe',
    {
      ...common,
      schema: { ...common.schema, body: PushUnsubscribeBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await unsubscribe(db, requireUser(request).id, request.body.endpoint);
      return ok(request, null);
    },
  );
  app.get(
    '/api/push/preferences',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(DeliveryPreferences) } } },
    async (request) => ok(request, await preferences(db, requireUser(request).id)),
  );
  app.post(
    '/api/push/preferences',
    {
      ...common,
      schema: {
        ...common.schema,
        body: DeliveryPreferenceBody,
        response: { 200: envelopeOf(DeliveryPreferences) },
      },
    },
    async (request) => ok(request, await setPreference(db, requireUser(request).id, request.body)),
  );
};
