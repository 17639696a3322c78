import { AddressBody } from '@crossbay/contract/address';
import { UNFUNDED_ORDER_TTL_MINUTES, UNPAID_ORDER_TTL_MINUTES } from '@crossbay/contract/order';
import type { DialectName } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { calendarDay, MINUTE } from '#server/lib/clock.ts';
import { createUser } from '#server/modules/account/service.ts';
import { importAddress } from '#server/modules/addresses/service.ts';
import { writeReview } from '#server/modules/after-sales/reviews.ts';
import { importViews } from '#server/modules/catalog/bulk-import.ts';
import { placeOrders } from '#server/modules/orders/checkout.ts';
import { transition } from '#server/modules/orders/lifecycle.ts';
import { payUnpaidOrders, readDue } from '#server/modules/orders/pay.ts';
import { foldSalesIn } from '#server/modules/orders/sales.ts';
import { importFollow } from '#server/modules/shops/service.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import type { DemoHistory, PlannedBuyer, PlannedOrder } from './types.ts';

const HOLD_MINUTES = { funded: UNPAID_ORDER_TTL_MINUTES, unfunded: UNFUNDED_ORDER_TTL_MINUTES };

export type CatalogIds = {
  products: Map<string, { id: number; skus: number[] }>;
  shops: Map<string, number>;
};

// `!` is no scrypt hash: no password opens a demo buyer (lib/password.ts verifySecret).
const NO_PASSWORD = '!';
const iso = (at: number) => new Date(at).toISOString();

async function addBuyers(tx: Tx, history: DemoHistory): Promise<number[]> {
  const ids: number[] = [];
  for (const { profile, joined } of history.buyers) {
    const userId = await createUser(tx, {
      account: profile.account,
      account_key: profile.account.toLowerCase(),
      password_hash: NO_PASSWORD,
      email: `${profile.account}@demo-buyers.crossbay.local`,
      username: profile.family,
      given_name: profile.given,
      created_at: iso(joined),
      updated_at: iso(joined),
    });
    const {
      id: _,
      is_default: __,
      ...fields
    } = AddressBody.parse({
      addressee: `${profile.given} ${profile.family}`,
      mobile: profile.mobile,
      country: profile.country,
      region: profile.region,
      district: profile.district,
      city: profile.city,
      postcode: profile.postcode,
      detail: profile.street,
      tag: 'Home',
    });
    await importAddress(tx, userId, fields, iso(joined));
    ids.push(userId);
  }
  return ids;
}

/**
 * One checkout as a buyer makes it: money topped up first when the balance is short (an operator's
 * adjustment with its bill row), then the order at the total the plan priced (the server refuses
 * another), the payment, and the steps after it,
 * each through the function the API or the sweep calls, at the instant the plan gives.
 */
async function playOrder(
  tx: Tx,
  dialect: DialectName,
  order: PlannedOrder,
  userId: number,
  zone: string,
  ids: CatalogIds,
): Promise<void> {
  const items = order.lines.map((line) => {
    const product = ids.products.get(line.product);
    const skuId = product?.skus[line.sku];
    if (skuId === undefined) throw new Error(`the history names an unknown product ${line.product}`);
    return { sku_id: skuId, quantity: line.quantity };
  });
  const placed = new Date(order.placed);
  await lockBuyer(tx, dialect, userId);
  if (order.topUp > 0)
    await post(tx, {
      userId,
      wallet: 'balance',
      amount: order.topUp,
      type: 'adjustment',
      note: 'demo top-up',
      at: iso(order.placed - 5 * MINUTE),
    });
  const body = { items, expected_total: order.total };
  const created = await placeOrders(tx, dialect, userId, body, zone, HOLD_MINUTES, placed);
  const orderIds = created.orders.map((o) => o.id);
  const due = await readDue(tx, userId, orderIds);
  await payUnpaidOrders(tx, dialect, userId, orderIds, due, new Date(order.paid));
  for (const orderId of orderIds) {
    if (order.shipped) {
      const { company, tracking, at } = order.shipped;
      await step(
        transition(tx, orderId, 'ship', { logistics_company: company, logistics_no: tracking }, iso(at)),
      );
    }
    if (order.received) {
      const event = order.received.by === 'buyer' ? 'confirm_receipt' : 'auto_receive';
      await step(transition(tx, orderId, event, {}, iso(order.received.at)));
    }
    if (order.review) {
      const { at, ...review } = order.review;
      await writeReview(tx, userId, { order_id: orderId, ...review, pictures: [] }, iso(at));
    }
    if (order.completedBySweep)
      await step(transition(tx, orderId, 'auto_complete', {}, iso(order.completedBySweep)));
  }
}

async function step(moved: Promise<boolean>): Promise<void> {
  if (!(await moved)) throw new Error('the demo history asked for a step the order cannot take');
}

/**
 * Writes the planned history inside the seed's transaction: demo buyers with an address, their
 * orders in the order they were placed, then follows and product views. Every count a buyer sees
 * (sales, fans, seen count, reviews, favourable rate) moves only through these service functions.
 */
export async function writeHistory(tx: Tx, dialect: DialectName, history: DemoHistory, ids: CatalogIds) {
  const buyerIds = await addBuyers(tx, history);
  const userOf = (buyer: number) => buyerIds[buyer] as number;
  const zoneOf = (buyer: number) => (history.buyers[buyer] as PlannedBuyer).profile.zone;
  for (const order of history.orders)
    await playOrder(tx, dialect, order, userOf(order.buyer), zoneOf(order.buyer), ids);
  for (const follow of history.follows)
    await importFollow(tx, userOf(follow.buyer), ids.shops.get(follow.shop) as number, iso(follow.at));
  await importViews(
    tx,
    history.views.map((view) => ({
      productId: ids.products.get(view.product)?.id as number,
      viewer: `user:${userOf(view.buyer)}`,
      day: calendarDay(zoneOf(view.buyer), new Date(view.at)),
    })),
  );
  // The payments' sales reach the counters as a server's fold would move them.
  await foldSalesIn(tx);
  return { buyers: buyerIds.length, orders: history.orders.length, follows: history.follows.length };
}
