import { IdQuery, ProductDetail, Review } from '@crossbay/contract/catalog';
import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { ok } from '../../plugins/envelope.ts';
import { productDetail, productReviews } from './product-detail.ts';

const tags = ['catalogue'];
const DEVICE = /^[\w-]{8,64}$/;

export const productRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/product/detail',
    { schema: { tags, querystring: IdQuery.loose(), response: { 200: envelopeOf(ProductDetail) } } },
    async (request) => {
      const device = request.headers['device-id'];
      // The seen count counts a buyer, else a device, else an address, once a day.
      const key = request.user
        ? `user:${request.user.id}`
        : typeof device === 'string' && DEVICE.test(device)
          ? `device:${device}`
          : `ip:${request.ip}`;
      const viewer = { userId: request.user?.id ?? null, key, timeZone: request.timeZone };
      return ok(request, await productDetail(db, request.query.id, viewer));
    },
  );

  app.get(
    '/api/product/comments',
    {
      schema: {
        tags,
        querystring: IdQuery.extend(PageQuery.shape).loose(),
        response: { 200: envelopeOf(pageOf(Review)) },
      },
    },
    async (request) =>
      ok(request, await productReviews(db, request.query.id, request.query.page, request.query.limit)),
  );
};
