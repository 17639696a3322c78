import { Address, AddressBody } from '@crossbay/contract/address';
import { IdQuery } from '@crossbay/contract/catalog';
import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import * as service from './service.ts';

const common = {
  config: { auth: true },
  schema: { tags: ['addresses'], security: [{ token: [] }] },
} as const;

export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/user/address_list',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(PageQuery),
        response: { 200: envelopeOf(pageOf(Address)) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.addresses(db, requireUser(request).id, request.query.page, request.query.limit),
      ),
  );
  app.get(
    '/api/user/address',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(IdQuery),
        response: { 200: envelopeOf(Address) },
      },
    },
    async (request) => ok(request, await service.address(db, requireUser(request).id, request.query.id)),
  );
  app.post(
    '/api/user/address_add',
    { ...common, schema: { ...common.schema, body: AddressBody, response: { 200: envelopeOf(Address) } } },
    async (request) =>
      ok(request, await service.saveAddress(db, requireUser(request).id, request.body), 'success.save'),
  );
  app.post(
    '/api/user/address_set_default',
    { ...common, schema: { ...common.schema, body: IdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await service.setDefaultAddress(db, requireUser(request).id, request.body.id);
      return ok(request, null, 'success.setting');
    },
  );
  app.get(
    '/api/user/address_del',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(IdQuery),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.deleteAddress(db, requireUser(request).id, request.query.id);
      return ok(request, null, 'success.delete');
    },
  );
};
