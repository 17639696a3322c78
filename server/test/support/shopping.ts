import assert from 'node:assert/strict';
import { type CheckoutPreview, CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import type { App } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { productAdd, shopAdd } from '#server/ops/catalog.ts';
import { postJson, type TestApp } from './test-app.ts';

/** A physical product of a shop with stock, and one of its specs. */
export async function physicalSku(
  app: App,
  options: { notShop?: number; minStock?: number; maxPrice?: number } = {},
) {
  let query = app.db
    .selectFrom('product_skus')
    .innerJoin('products', 'products.id', 'product_skus.product_id')
    .select([
      'product_skus.id as sku_id',
      'products.id as product_id',
      'products.merchant_id',
      'product_skus.price',
      'product_skus.stock',
    ])
    .where('products.is_virtual', '=', 0)
    .where('products.status', '=', 'on_sale')
    .where('product_skus.stock', '>=', options.minStock ?? 5)
    .where('product_skus.price', '<=', options.maxPrice ?? 20_000);
  if (options.notShop !== undefined) query = query.where('products.merchant_id', '!=', options.notShop);
  const row = await query.orderBy('product_skus.id').executeTakeFirstOrThrow();
  return {
    skuId: Number(row.sku_id),
    productId: Number(row.product_id),
    shopId: Number(row.merchant_id),
    price: Number(row.price),
    stock: Number(row.stock),
  };
}

/** A card-key product and its spec: with `minStock`, one on sale with that many keys; `last`, the highest id. */
export async function cardKeyProduct(app: App, options: { minStock?: number; last?: boolean } = {}) {
  let query = app.db
    .selectFrom('products')
    .innerJoin('product_skus', 'product_skus.product_id', 'products.id')
    .select(['products.id', 'product_skus.id as sku_id'])
    .where('products.is_virtual', '=', 1);
  if (options.minStock !== undefined)
    query = query.where('products.status', '=', 'on_sale').where('products.stock', '>=', options.minStock);
  const row = await query.orderBy('products.id', options.last ? 'desc' : 'asc').executeTakeFirstOrThrow();
  return { productId: Number(row.id), skuId: Number(row.sku_id) };
}

export async function addHomeAddress(app: App, token: string) {
  const res = await postJson<{ id: number }>(
    app,
    '/api/user/address_add',
    {
      addressee: 'Ann Lee',
      mobile: '+66 81 234 5678',
      country: 'TH',
      region: 'Bangkok',
      city: 'Watthana',
      postcode: '10110',
      detail: '12 Sukhumvit Rd',
      tag: 'home',
    },
    { token },
  );
  return res.body.data.id;
}

/** Preview then create, as the checkout screen does. */
export async function checkout(
  app: App,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  // The idempotency key, the bag flag and the currency shown are the create's alone: the preview refuses them
  // like any field it does not name.
  const { idempotency_key: _key, from_bag: _fromBag, display_currency: _shown, ...previewBody } = body;
  const preview = await postJson<CheckoutPreview>(app, '/api/order/preview', previewBody, {
    token,
    ...headers,
  });
  if (preview.body.code !== 1) return { preview, created: null };
  const created = await postJson<CreatedCheckout>(
    app,
    '/api/order/create',
    { ...body, expected_total: preview.body.data.total },
    { token, ...headers },
  );
  return { preview, created };
}

let keys = 0;
export const idempotencyKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

/** Checks the items out and pays the orders with the payment code; asserts both went through. */
export async function checkoutAndPay(app: App, token: string, items: unknown[], payCode = '123456') {
  const { created } = await checkout(app, token, { items });
  assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
  const { orders } = CreatedCheckout.parse(created?.body.data);
  const paid = await postJson(
    app,
    '/api/order/pay',
    { order_ids: orders.map((o) => o.id), pay_password: payCode, idempotency_key: idempotencyKey() },
    { token },
  );
  assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
  return orders;
}

export async function skuStock(app: App, skuId: number): Promise<number> {
  const row = await app.db
    .selectFrom('product_skus')
    .select('stock')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}

/** What a buyer may hold unpaid; tests that race many unpaid orders raise it. */
export async function setUnpaidLimits(db: App['db'], limits: { orders: number; units_per_product: number }) {
  const value = JSON.stringify(limits);
  await db
    .insertInto('settings')
    .values({ key: 'unpaid_limits', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** A catalogue of one shop and one product ("Stunt kite", $3.00) written through the ops commands, for a test that seeds nothing. */
export async function oneProductShop(t: TestApp, stock: number): Promise<void> {
  await t.app.db.insertInto('categories').values({ slug: 'toys', sort: 0, icon: '' }).execute();
  const ops = { db: t.app.db, config: loadConfig({}, { DATA_DIR: t.testDb.dataDir }), out: () => {} };
  await shopAdd(ops, 'Kestrel Kites');
  const merchant = await t.app.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const product = { merchant: String(merchant.id), category: 'toys', name: 'Stunt kite', price: '3.00' };
  if ((await productAdd(ops, { ...product, stock: String(stock) })) !== 0)
    throw new Error('product add failed');
}

/** The sweeps' timers at their defaults, without the late-delivery credit (tests of it set their own). */
export const SWEEP_CONFIG = {
  ORDER_AUTO_RECEIVE_DAYS: 10,
  ORDER_AUTO_COMPLETE_DAYS: 7,
  ORDER_RECEIPT_AFTER_DELIVERY_DAYS: 7,
  ORDER_RECEIPT_EXTENSION_DAYS: 5,
  LATE_DELIVERY_CREDIT_CENTS: 0,
  REFUND_ESCALATE_DAYS: 3,
};
