import { envelopeOf } from '@crossbay/contract/envelope';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import { RechargeAccountInfo } from '@crossbay/contract/transfer-account';
import {
  BillRecord,
  DiscountSummary,
  RechargeBody,
  RechargeRecord,
  RechargeRequested,
  RecordQuery,
  WithdrawalInfo,
  WithdrawalRecord,
  WithdrawBody,
  Withdrawn,
} from '@crossbay/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { payCodeKey } from '#server/lib/pay-code-hash.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { requestRecharge } from './recharge.ts';
import { billLog, discountSummary, rechargeLog, withdrawalInfo, withdrawalLog } from './records.ts';
import { rechargeAccountInfo } from './transfer-account.ts';
import { requestWithdrawal } from './withdraw.ts';

const common = { config: { auth: true }, schema: { tags: ['wallet'], security: [{ token: [] }] } } as const;

export const walletRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const payCodes = payCodeKey(config);
  app.post(
    '/api/user/recharge',
    {
      ...common,
      schema: { ...common.schema, response: { 200: envelopeOf(RechargeRequested) }, body: RechargeBody },
    },
    async (request) =>
      ok(request, await requestRecharge(db, requireUser(request).id, request.body), 'success.apply'),
  );
  app.get(
    '/api/user/recharge_account',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(RechargeAccountInfo) } } },
    async (request) => ok(request, await rechargeAccountInfo(db, requireUser(request).id)),
  );
  app.get(
    '/api/user/extract',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(WithdrawalInfo) } } },
    async (request) => ok(request, await withdrawalInfo(db, requireUser(request).id)),
  );
  app.post(
    '/api/user/extract',
    { ...common, schema: { ...common.schema, body: WithdrawBody, response: { 200: envelopeOf(Withdrawn) } } },
    async (request) =>
      ok(
        request,
        await requestWithdrawal(db, payCodes, requireUser(request).id, request.body),
        'success.draw',
      ),
  );
  app.get(
    '/api/user/recharge_log',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(pageOf(RechargeRecord)) },
        querystring: withGlobalQuery(PageQuery),
      },
    },
    async (request) =>
      ok(request, await rechargeLog(db, requireUser(request).id, request.query.page, request.query.limit)),
  );
  app.get(
    '/api/user/extract_log',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(pageOf(WithdrawalRecord)) },
        querystring: withGlobalQuery(PageQuery),
      },
    },
    async (request) =>
      ok(request, await withdrawalLog(db, requireUser(request).id, request.query.page, request.query.limit)),
  );
  app.get(
    '/api/user/bill',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(pageOf(BillRecord)) },
        querystring: withGlobalQuery(RecordQuery),
      },
    },
    async (request) => {
      const { type, page, limit } = request.query;
      return ok(request, await billLog(db, requireUser(request).id, 'balance', type, page, limit));
    },
  );
  app.get(
    '/api/user/discount',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(DiscountSummary) },
        querystring: withGlobalQuery(PageQuery),
      },
    },
    async (request) =>
      ok(
        request,
        await discountSummary(db, requireUser(request).id, request.query.page, request.query.limit),
      ),
  );
};
