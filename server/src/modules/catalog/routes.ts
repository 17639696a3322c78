import {
  Category,
  HomeBoard,
  HotShopQuery,
  ProductCard,
  ProductListQuery,
  ShopSummary,
} from '@crossbay/contract/catalog';
import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { shops } from '#server/modules/shops/service.ts';
import { ok } from '#server/plugins/envelope.ts';
import * as catalog from './service.ts';

const tags = ['catalogue'];
// The same answer for every caller: no card says anything about the caller.
const shared = { publicCache: 'shared' } as const;

export const catalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/index/category',
    { config: shared, schema: { tags, response: { 200: envelopeOf(z.array(Category)) } } },
    async (request) => ok(request, await catalog.categories(db, request.t)),
  );

  app.get(
    '/api/index/index',
    { config: shared, schema: { tags, response: { 200: envelopeOf(HomeBoard) } } },
    async (request) => ok(request, await catalog.homeBoard(db, request.locale, request.t)),
  );

  app.get(
    '/api/index/product',
    {
      config: shared,
      schema: {
        tags,
        querystring: withGlobalQuery(ProductListQuery),
        response: { 200: envelopeOf(pageOf(ProductCard)) },
      },
    },
    async (request) => ok(request, await catalog.products(db, request.query)),
  );

  app.get(
    '/api/index/hot_product',
    {
      config: shared,
      schema: {
        tags,
        querystring: withGlobalQuery(PageQuery),
        response: { 200: envelopeOf(pageOf(ProductCard)) },
      },
    },
    async (request) => ok(request, await catalog.products(db, { ...request.query, sort: 'sales' })),
  );

  app.get(
    '/api/index/hot_merchant',
    {
      // A hot shop's card (ShopSummary) says nothing about the caller.
      config: shared,
      schema: {
        tags,
        querystring: withGlobalQuery(HotShopQuery),
        response: { 200: envelopeOf(pageOf(ShopSummary)) },
      },
    },
    async (request) => ok(request, await shops(db, {}, request.query.page, request.query.limit, null)),
  );
};
