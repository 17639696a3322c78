import { envelopeOf } from '@crossbay/contract/envelope';
import { withGlobalQuery } from '@crossbay/contract/request';
import {
  MyVouchers,
  OfferedVoucher,
  OfferedVouchers,
  VoucherCollectBody,
  VoucherListQuery,
} from '@crossbay/contract/vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import * as service from './service.ts';

const tags = ['vouchers'];
const security = [{ token: [] }];
const auth = { auth: true };

export const voucherRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/voucher/list',
    {
      schema: {
        tags,
        querystring: withGlobalQuery(VoucherListQuery),
        response: { 200: envelopeOf(OfferedVouchers) },
      },
    },
    async (request) =>
      ok(request, await service.offered(db, request.user?.id ?? null, request.query.merchant_id)),
  );

  // Answers the voucher as the buyer now sees it, so the chip turns to "Collected" at once.
  app.post(
    '/api/voucher/collect',
    {
      config: auth,
      schema: { tags, security, body: VoucherCollectBody, response: { 200: envelopeOf(OfferedVoucher) } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const collected = await service.collect(db, userId, request.body.voucher_id);
      return ok(request, collected, 'success.voucherCollect');
    },
  );

  app.get(
    '/api/voucher/mine',
    { config: auth, schema: { tags, security, response: { 200: envelopeOf(MyVouchers) } } },
    async (request) => ok(request, await service.mine(db, requireUser(request).id)),
  );
};
