import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import { pageOfWishlist, WishlistAnswer, WishlistBody, WishlistIds } from '@crossbay/contract/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import * as service from './service.ts';

const tags = ['wishlist'];
const security = [{ token: [] }];
const auth = { auth: true };

export const wishlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // Add and del answer alike: whether the product is saved now, and how many the list holds.
  for (const [path, change, messageKey] of [
    ['/api/wishlist/add', service.save, 'success.wishlistAdd'],
    ['/api/wishlist/del', service.unsave, 'success.wishlistRemove'],
  ] as const) {
    app.post(
      path,
      {
        config: auth,
        schema: { tags, security, body: WishlistBody, response: { 200: envelopeOf(WishlistAnswer) } },
      },
      async (request) =>
        ok(request, await change(db, requireUser(request).id, request.body.product_id), messageKey),
    );
  }

  app.get(
    '/api/wishlist/list',
    {
      config: auth,
      schema: {
        tags,
        security,
        querystring: withGlobalQuery(PageQuery),
        response: { 200: envelopeOf(pageOfWishlist) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.savedProducts(db, requireUser(request).id, request.query.page, request.query.limit),
      ),
  );

  app.get(
    '/api/wishlist/ids',
    { config: auth, schema: { tags, security, response: { 200: envelopeOf(WishlistIds) } } },
    async (request) => ok(request, await service.savedIds(db, requireUser(request).id)),
  );
};
