import { IdQuery } from '@crossbay/contract/catalog';
import {
  CheckoutBody,
  CheckoutPreview,
  CreatedCheckout,
  CreateOrderBody,
  OrderIdBody,
  PayBody,
  PayResult,
  PromoCheck,
  PromoCheckBody,
  PurchaseLimitHint,
  PurchaseLimitQuery,
} from '@crossbay/contract/checkout';
import { envelopeOf } from '@crossbay/contract/envelope';
import { formatCents } from '@crossbay/contract/money';
import { CardKey, Logistics, Order, OrderListQuery, OrderPage } from '@crossbay/contract/order';
import { PageQuery, pageOf } from '@crossbay/contract/pagination';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { cardCipher, cardKey } from '#server/lib/card-crypto.ts';
import { payCodeKey } from '#server/lib/pay-code-hash.ts';
import { type KeptRates, shownRateOf } from '#server/modules/platform/display-rates.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { checkoutPreviews, orderCheckouts } from './checkout.ts';
import { buyerAction } from './lifecycle.ts';
import { orderPayments } from './pay.ts';
import { extendReceipt } from './protection.ts';
import { cardList, orderDetail, orderList, purchaseLimit } from './queries.ts';
import { usablePromo } from './quote.ts';
import { checkoutLines } from './repo.ts';
import { logistics } from './tracking.ts';

const tags = ['orders'];
const common = { config: { auth: true }, schema: { tags, security: [{ token: [] }] } } as const;

export const orderRoutes: FastifyPluginAsyncZod<AppDeps & { rates: KeptRates }> = async (
  app,
  { db, config, rates },
) => {
  const cipher = cardCipher(cardKey(config));
  const pay = orderPayments(db, payCodeKey(config));
  const previewCheckout = checkoutPreviews(db);
  const createOrders = orderCheckouts(db, {
    funded: config.ORDER_UNPAID_MINUTES,
    unfunded: Math.min(config.ORDER_UNFUNDED_MINUTES, config.ORDER_UNPAID_MINUTES),
  });

  app.post(
    '/api/order/preview',
    {
      ...common,
      schema: { ...common.schema, response: { 200: envelopeOf(CheckoutPreview) }, body: CheckoutBody },
    },
    async (request) =>
      ok(request, await previewCheckout(requireUser(request).id, request.body, request.timeZone)),
  );
  app.post(
    '/api/order/create',
    {
      ...common,
      schema: { ...common.schema, response: { 200: envelopeOf(CreatedCheckout) }, body: CreateOrderBody },
    },
    async (request) => {
      const currency = request.body.display_currency;
      const shown = currency
        ? await shownRateOf(db, rates, currency, config.DISPLAY_RATE_MAX_AGE_HOURS)
        : null;
      const placed = await createOrders(requireUser(request).id, request.body, request.timeZone, shown);
      return ok(request, placed, 'success.createOrder');
    },
  );
  app.post(
    '/api/order/promo_check',
    {
      ...common,
      schema: { ...common.schema, response: { 200: envelopeOf(PromoCheck) }, body: PromoCheckBody },
    },
    async (request) => {
      const rows = await checkoutLines(
        db,
        request.body.items.map((i) => i.sku_id),
      );
      const goodsByShop = new Map<number, number>();
      for (const item of request.body.items) {
        const row = rows.find((r) => Number(r.sku_id) === item.sku_id);
        if (row)
          goodsByShop.set(
            Number(row.merchant_id),
            (goodsByShop.get(Number(row.merchant_id)) ?? 0) + Number(row.price) * item.quantity,
          );
      }
      const promo = await usablePromo(db, requireUser(request).id, request.body.code, goodsByShop);
      return ok(request, {
        code: promo.code,
        kind: promo.kind,
        value: promo.kind === 'fixed' ? formatCents(promo.value) : String(promo.value),
      } satisfies PromoCheck);
    },
  );
  app.post(
    '/api/order/pay',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(PayResult) }, body: PayBody } },
    async (request) => ok(request, await pay(requireUser(request).id, request.body), 'success.pay'),
  );
  app.post(
    '/api/order/cancel',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Order) }, body: OrderIdBody } },
    async (request) => {
      await buyerAction(db, requireUser(request).id, request.body.id, 'cancel');
      return ok(request, await orderDetail(db, requireUser(request).id, request.body.id), 'success.cancel');
    },
  );
  app.post(
    '/api/order/receive',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Order) }, body: OrderIdBody } },
    async (request) => {
      await buyerAction(db, requireUser(request).id, request.body.id, 'confirm_receipt');
      return ok(request, await orderDetail(db, requireUser(request).id, request.body.id), 'success.receive');
    },
  );
  app.post(
    '/api/order/extend_receipt',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Order) }, body: OrderIdBody } },
    async (request) => {
      await extendReceipt(db, requireUser(request).id, request.body.id);
      return ok(
        request,
        await orderDetail(db, requireUser(request).id, request.body.id),
        'success.extendReceipt',
      );
    },
  );
  app.get(
    '/api/user/order_list',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(OrderPage) },
        querystring: withGlobalQuery(OrderListQuery),
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return ok(request, await orderList(db, requireUser(request).id, status, page, limit));
    },
  );
  app.get(
    '/api/order/detail',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(Order) },
        querystring: withGlobalQuery(IdQuery),
      },
    },
    async (request) => ok(request, await orderDetail(db, requireUser(request).id, request.query.id)),
  );
  app.get(
    '/api/order/logistics',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(Logistics) },
        querystring: withGlobalQuery(IdQuery),
      },
    },
    async (request) => ok(request, await logistics(db, requireUser(request).id, request.query.id)),
  );
  app.get(
    '/api/order/cards',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(pageOf(CardKey)) },
        querystring: withGlobalQuery(PageQuery),
      },
    },
    async (request) =>
      ok(
        request,
        await cardList(db, cipher, requireUser(request).id, request.query.page, request.query.limit),
      ),
  );
  app.get(
    '/api/order/limit',
    {
      ...common,
      schema: {
        ...common.schema,
        response: { 200: envelopeOf(PurchaseLimitHint) },
        querystring: withGlobalQuery(PurchaseLimitQuery),
      },
    },
    async (request) =>
      ok(request, await purchaseLimit(db, requireUser(request).id, request.query.product_id)),
  );
};
