import assert from 'node:assert/strict';
import { Codes } from '@crossbay/contract/codes';
import type { App } from '#server/app.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { newBuyer } from './session.ts';
import { addHomeAddress, cardKeyProduct, checkout, idempotencyKey } from './shopping.ts';
import { postJson } from './test-app.ts';

export type Buyer = { id: number; token: string };

/** A buyer with an address, the payment code 123456 and a balance granted through a bill row. */
export async function payingBuyer(app: App, account: string, cents = 500_000): Promise<Buyer> {
  const buyer = await newBuyer(app, account, { payCode: '123456' });
  await addHomeAddress(app, buyer.token);
  await app.db
    .transaction()
    .execute((tx) => post(tx, { userId: buyer.id, wallet: 'balance', amount: cents, type: 'adjustment' }));
  return buyer;
}

/** A spec of a card-key product with keys in stock (completed at payment). */
export async function cardKeySku(app: App): Promise<number> {
  return (await cardKeyProduct(app, { minStock: 1 })).skuId;
}

/** Checks out one spec (with discount money, if given) and pays for it, as the buyer's screens do. */
export async function paidOrder(app: App, buyer: Buyer, skuId: number, discount?: string) {
  const { created } = await checkout(app, buyer.token, {
    items: [{ sku_id: skuId, quantity: 1 }],
    ...(discount ? { discount } : {}),
  });
  assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
  const order = created?.body.data.orders[0] as { id: number; sn: string; total: string };
  const paid = await postJson(
    app,
    '/api/order/pay',
    { order_ids: [order.id], pay_password: '123456', idempotency_key: idempotencyKey() },
    { token: buyer.token },
  );
  assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
  return { id: order.id, sn: order.sn, total: order.total };
}
