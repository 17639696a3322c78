import type { OrderStatus } from '@crossbay/contract/order-statuses';
import type { Executor } from '#server/db/executor.ts';
import { pagedById } from '#server/db/owned-rows.ts';

/** The buyer's orders, each with its items, a page at a time. */
export function orderRowsOf(db: Executor, userId: number) {
  return pagedById(async (after, limit) => {
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (orders.length === 0) return [];
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where(
        'order_id',
        'in',
        orders.map((o) => Number(o.id)),
      )
      .orderBy('id')
      .execute();
    return orders.map((order) => ({
      ...order,
      items: items.filter((item) => Number(item.order_id) === Number(order.id)),
    }));
  });
}

/** An order is open until it is received, completed, cancelled or refunded: money or goods still move. */
const OPEN: readonly OrderStatus[] = [
  'waiting_pay',
  'waiting_deliver',
  'delivered',
  'refunding',
  'after_sale',
];

export async function hasOpenOrders(db: Executor, userId: number): Promise<boolean> {
  const open = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN)
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}
