import { IdQuery, ProductDetail, Review, ReviewListQuery } from '@crossbay/contract/catalog';
import { envelopeOf } from '@crossbay/contract/envelope';
import { pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { calendarDay } from '#server/lib/clock.ts';
import { ok } from '#server/plugins/envelope.ts';
import { productDetail, productReviews } from './product-detail.ts';
import { viewCounter } from './view-counter.ts';

const tags = ['catalogue'];
const DEVICE = /^[\w-]{8,64}$/;

/** The seen count counts a buyer, else a device, else an address, once a day. */
function viewerKey(request: FastifyRequest): string {
  const device = request.headers['device-id'];
  if (request.user) return `user:${request.user.id}`;
  return typeof device === 'string' && DEVICE.test(device) ? `device:${device}` : `ip:${request.ip}`;
}

/** A view of a product, and whether it counted (the viewer's first of the product that day). */
export type ProductViewed = {
  productId: number;
  viewer: string;
  day: string;
  userId: number | null;
  counted: boolean;
};

/** Told of every view (recently viewed, viewed together), by the app, so the catalog needs neither module. */
export type ProductRoutesOptions = AppDeps & { onViewed?: (view: ProductViewed) => Promise<void> };

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { db, onViewed }) => {
  const countView = viewCounter(db);
  // The id as the query gives it: validated on the way to the handler, as sent on a cached answer
  // (which exists only for an id that validated, and the schema reads it with Number too).
  const view = async (request: FastifyRequest) => {
    const productId = Number((request.query as { id: unknown }).id);
    const viewer = viewerKey(request);
    const counted = await countView(productId, viewer, request.timeZone);
    if (onViewed) {
      const day = calendarDay(request.timeZone);
      // What the view feeds is not the product page: a failure there is logged, the page still answers.
      await onViewed({ productId, viewer, day, userId: request.user?.id ?? null, counted }).catch(
        (error: unknown) => request.log.error({ err: error }, 'recording a view failed'),
      );
    }
    return counted;
  };

  app.get(
    '/api/product/detail',
    {
      // The shop card says whether the caller follows it; a cached answer is still a view.
      config: { publicCache: 'anonymous', onCachedAnswer: async (request) => void (await view(request)) },
      schema: { tags, querystring: withGlobalQuery(IdQuery), response: { 200: envelopeOf(ProductDetail) } },
    },
    async (request) =>
      ok(request, await productDetail(db, request.query.id, request.user?.id ?? null, () => view(request))),
  );

  app.get(
    '/api/product/comments',
    {
      config: { publicCache: 'shared' },
      schema: {
        tags,
        querystring: withGlobalQuery(ReviewListQuery),
        response: { 200: envelopeOf(pageOf(Review)) },
      },
    },
    async (request) => {
      const { id, page, limit, with_pictures } = request.query;
      return ok(request, await productReviews(db, id, { page, limit, withPictures: with_pictures === '1' }));
    },
  );
};
