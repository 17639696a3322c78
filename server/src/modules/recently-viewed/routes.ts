import { envelopeOf } from '@crossbay/contract/envelope';
import {
  RecentlyViewed,
  ViewedCards,
  ViewedCardsQuery,
  ViewedMergeBody,
} from '@crossbay/contract/recommendations';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import * as service from './service.ts';

const tags = ['recently viewed'];
const security = [{ token: [] }];
const auth = { auth: true };
const answer = { 200: envelopeOf(RecentlyViewed) };

export const recentlyViewedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/viewed/list',
    { config: auth, schema: { tags, security, response: answer } },
    async (request) => ok(request, await service.recentlyViewed(db, requireUser(request).id)),
  );

  app.post(
    '/api/viewed/clear',
    { config: auth, schema: { tags, security, response: answer } },
    async (request) => ok(request, await service.clearViewed(db, requireUser(request).id)),
  );

  app.post(
    '/api/viewed/merge',
    { config: auth, schema: { tags, security, body: ViewedMergeBody, response: answer } },
    async (request) =>
      ok(request, await service.mergeViewed(db, requireUser(request).id, request.body.product_ids)),
  );

  // A visitor's list lives in the browser; this shows it, the same for every caller.
  app.get(
    '/api/viewed/cards',
    {
      config: { publicCache: 'shared' },
      schema: {
        tags,
        querystring: withGlobalQuery(ViewedCardsQuery),
        response: { 200: envelopeOf(ViewedCards) },
      },
    },
    async (request) => ok(request, await service.viewedCards(db, request.query.ids)),
  );
};
