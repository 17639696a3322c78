import type { Db } from '#server/db/connect.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { cancelUnpaid } from './lifecycle.ts';
import { holdsOfSpecs, readCheckoutBuyers } from './repo.ts';

type Wanted = { skuId: number; quantity: number };

/**
 * The unpaid orders of other buyers whose balance does not cover what they hold unpaid, oldest first, that
 * would free enough of each spec for `wanted` on top of its `stock` (none when the stock is enough); null
 * when even all of them would not.
 * Oldest first: their buyers had the longest to pay. `freed` is what each spec would get back.
 */
export async function roomFromUnfundedHolds(
  db: Db,
  userId: number,
  wanted: Wanted[],
  stock: Map<number, number>,
): Promise<{ orderIds: number[]; freed: Map<number, number> } | null> {
  const holds = (
    await holdsOfSpecs(
      db,
      userId,
      wanted.map((w) => w.skuId),
    )
  ).filter((h) => Number(h.balance) < Number(h.unpaid_total ?? 0));
  const freed = new Map<number, number>();
  const short = () =>
    wanted.filter((w) => (stock.get(w.skuId) ?? 0) + (freed.get(w.skuId) ?? 0) < w.quantity);
  const orderIds: number[] = [];
  for (const hold of holds) {
    if (short().length === 0) break;
    const orderId = Number(hold.order_id);
    if (!orderIds.includes(orderId)) {
      if (!short().some((w) => w.skuId === Number(hold.sku_id))) continue;
      orderIds.push(orderId);
    }
    freed.set(Number(hold.sku_id), (freed.get(Number(hold.sku_id)) ?? 0) + Number(hold.quantity));
  }
  return short().length === 0 ? { orderIds, freed } : null;
}

/**
 * Cancels these unfunded holds, each in its own transaction under its buyer's lock, as the sweep does;
 * a buyer whose balance has since come to cover what they hold keeps the order. Answers how many went.
 */
export async function releaseUnfundedHolds(db: Db, orderIds: number[]): Promise<number> {
  let released = 0;
  for (const orderId of orderIds) {
    const cancelled = await db.transaction().execute(async (tx) => {
      const order = await tx
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return false;
      await lockBuyer(tx, db.dialectName, Number(order.user_id));
      const buyer = (await readCheckoutBuyers(tx, [Number(order.user_id)])).get(Number(order.user_id));
      if (!buyer || buyer.balance >= buyer.unpaidTotal) return false;
      return cancelUnpaid(tx, db.dialectName, orderId, 'expire');
    });
    if (cancelled) released += 1;
  }
  if (released > 0) await catalogChanged(db);
  return released;
}
