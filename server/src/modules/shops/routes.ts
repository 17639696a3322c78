import {
  FollowAnswer,
  IdQuery,
  pageOfShops,
  ShopDetail,
  ShopIdBody,
  ShopListQuery,
} from '@crossbay/contract/catalog';
import { ShopPromise } from '@crossbay/contract/delivery-promise';
import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { shopPromise } from './delivery.ts';
import * as service from './service.ts';

const tags = ['shops'];
// A shop says whether the caller follows it: cached for callers without a token only.
const followedFlags = { publicCache: 'anonymous' } as const;
const security = [{ token: [] }];

export const shopRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/merchant/list',
    {
      config: followedFlags,
      schema: {
        tags,
        querystring: withGlobalQuery(ShopListQuery),
        response: { 200: envelopeOf(pageOfShops) },
      },
    },
    async (request) => {
      const { keyword, page, limit } = request.query;
      return ok(request, await service.shops(db, { keyword }, page, limit, request.user?.id ?? null));
    },
  );

  app.get(
    '/api/merchant/detail',
    {
      config: followedFlags,
      schema: { tags, querystring: withGlobalQuery(IdQuery), response: { 200: envelopeOf(ShopDetail) } },
    },
    async (request) => ok(request, await service.shop(db, request.query.id, request.user?.id ?? null)),
  );

  // The buyer's own default address and today's date in their zone: never kept in a public cache.
  app.get(
    '/api/merchant/delivery_promise',
    { schema: { tags, querystring: withGlobalQuery(IdQuery), response: { 200: envelopeOf(ShopPromise) } } },
    async (request) =>
      ok(request, await shopPromise(db, request.query.id, request.user?.id ?? null, request.timeZone)),
  );

  app.post(
    '/api/merchant/follow',
    {
      config: { auth: true },
      schema: { tags, security, body: ShopIdBody, response: { 200: envelopeOf(FollowAnswer) } },
    },
    async (request) =>
      ok(
        request,
        await service.follow(db, requireUser(request).id, request.body.merchant_id, true),
        'success.follow',
      ),
  );

  app.post(
    '/api/merchant/unfollow',
    {
      config: { auth: true },
      schema: { tags, security, body: ShopIdBody, response: { 200: envelopeOf(FollowAnswer) } },
    },
    async (request) =>
      ok(
        request,
        await service.follow(db, requireUser(request).id, request.body.merchant_id, false),
        'success.unfollow',
      ),
  );

  app.get(
    '/api/user/follow_list',
    {
      config: { auth: true },
      schema: {
        tags,
        security,
        querystring: withGlobalQuery(PageQuery),
        response: { 200: envelopeOf(pageOfShops) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        request,
        await service.shops(db, { followedBy: user.id }, request.query.page, request.query.limit, user.id),
      );
    },
  );
};
