import {
  ComplaintBody,
  ComplaintView,
  ConsultBody,
  ConsultDetail,
  ConsultListItem,
  ConsultReplyBody,
  OrderRefundQuery,
  OrderRefunds,
  RefundBody,
  RefundView,
  ReviewBody,
} from '@crossbay/contract/after-sales';
import { IdQuery } from '@crossbay/contract/catalog';
import { envelopeOf } from '@crossbay/contract/envelope';
import { Order } from '@crossbay/contract/order';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { orderDetail } from '#server/modules/orders/queries.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { complaintList, submitComplaint } from './complaints.ts';
import { buyerReply, consultationDetail, consultationList, startConsultation } from './consultations.ts';
import { applyRefund, orderRefunds } from './refunds.ts';
import { addReview } from './reviews.ts';

const common = {
  config: { auth: true },
  schema: { tags: ['after-sales'], security: [{ token: [] }] },
} as const;
const answers = <T extends Parameters<typeof envelopeOf>[0]>(data: T) => ({ 200: envelopeOf(data) });

export const afterSalesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/refund/apply',
    { ...common, schema: { ...common.schema, body: RefundBody, response: answers(RefundView) } },
    async (request) =>
      ok(request, await applyRefund(db, requireUser(request).id, request.body), 'success.apply'),
  );
  app.get(
    '/api/refund/detail',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(OrderRefundQuery),
        response: answers(OrderRefunds),
      },
    },
    async (request) => ok(request, await orderRefunds(db, requireUser(request).id, request.query.order_id)),
  );
  app.post(
    '/api/comment/add',
    { ...common, schema: { ...common.schema, body: ReviewBody, response: answers(Order) } },
    async (request) => {
      const userId = requireUser(request).id;
      await addReview(db, userId, request.body);
      return ok(request, await orderDetail(db, userId, request.body.order_id), 'success.review');
    },
  );
  app.post(
    '/api/user/complain',
    { ...common, schema: { ...common.schema, body: ComplaintBody, response: answers(ComplaintView) } },
    async (request) =>
      ok(request, await submitComplaint(db, requireUser(request).id, request.body), 'success.submit'),
  );
  app.get(
    '/api/user/complain_list',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(PageQuery),
        response: answers(pageOf(ComplaintView)),
      },
    },
    async (request) =>
      ok(request, await complaintList(db, requireUser(request).id, request.query.page, request.query.limit)),
  );
  app.post(
    '/api/consult/add',
    { ...common, schema: { ...common.schema, body: ConsultBody, response: answers(ConsultDetail) } },
    async (request) =>
      ok(request, await startConsultation(db, requireUser(request).id, request.body), 'success.submit'),
  );
  app.get(
    '/api/consult/list',
    {
      ...common,
      schema: {
        ...common.schema,
        querystring: withGlobalQuery(PageQuery),
        response: answers(pageOf(ConsultListItem)),
      },
    },
    async (request) =>
      ok(
        request,
        await consultationList(db, requireUser(request).id, request.query.page, request.query.limit),
      ),
  );
  app.get(
    '/api/consult/detail',
    {
      ...common,
      schema: { ...common.schema, querystring: withGlobalQuery(IdQuery), response: answers(ConsultDetail) },
    },
    async (request) => ok(request, await consultationDetail(db, requireUser(request).id, request.query.id)),
  );
  app.post(
    '/api/consult/reply',
    { ...common, schema: { ...common.schema, body: ConsultReplyBody, response: answers(ConsultDetail) } },
    async (request) =>
      ok(request, await buyerReply(db, requireUser(request).id, request.body), 'success.send'),
  );
};
