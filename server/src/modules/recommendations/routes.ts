import { envelopeOf } from '@crossbay/contract/envelope';
import { TogetherAnswer, TogetherQuery } from '@crossbay/contract/recommendations';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { ok } from '#server/plugins/envelope.ts';
import { together } from './service.ts';

export const recommendationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/product/together',
    {
      // The same for every caller: cached like the other public reads, fresh after each sales fold.
      config: { publicCache: 'shared' },
      schema: {
        tags: ['catalogue'],
        querystring: withGlobalQuery(TogetherQuery),
        response: { 200: envelopeOf(TogetherAnswer) },
      },
    },
    async (request) => ok(request, await together(db, request.query)),
  );
};
