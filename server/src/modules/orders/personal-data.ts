import type { OrderStatus } from '@crossbay/contract/order-statuses';
import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';

/** The buyer's orders, each with its items, a page at a time. */
export const orderRowsOf = (db: Executor, userId: number) =>
  ownedRows(db, 'orders', userId, { children: { table: 'order_items', key: 'order_id', as: 'items' } });

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
