import { ORDER_STATUSES } from '@crossbay/contract/order';
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type {
  Database,
  OrderItemsTable,
  OrdersTable,
  PromoCodesTable,
  PromoUsesTable,
} from '#server/db/schema.ts';
import { specThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import { countProductSales, returnStock } from '#server/modules/catalog/stock.ts';
import { countShopSales } from '#server/modules/shops/service.ts';

const linesOf = compiledOnce((db, skuIds: number[]) =>
  db
    .selectFrom('product_skus')
    .innerJoin('products', 'products.id', 'product_skus.product_id')
    .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
    .select((eb) => [
      'product_skus.id as sku_id',
      'product_skus.spec',
      'product_skus.price',
      'product_skus.stock',
      'products.id as product_id',
      'products.name',
      'products.status',
      'products.is_virtual',
      'products.limit_day',
      'products.limit_week',
      'products.limit_month',
      'merchants.id as merchant_id',
      'merchants.name as merchant_name',
      'merchants.status as merchant_status',
      'merchants.handling_days',
      specThumbnail(eb),
    ])
    .where('product_skus.id', 'in', skuIds),
);

/** The specs a checkout names, with product, shop and stock. */
export function checkoutLines(db: Executor, skuIds: number[]) {
  return linesOf(db, skuIds);
}

const unpaidUnitsRead = compiledOnce((db, userIds: number[]) =>
  db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => [
      'orders.user_id',
      'order_items.product_id',
      eb.fn.sum<number>('order_items.quantity').as('units'),
    ])
    .where('orders.user_id', 'in', userIds)
    .where('orders.status', '=', 'waiting_pay')
    .groupBy(['orders.user_id', 'order_items.product_id']),
);

/**
 * The units of each product these buyers hold in orders waiting for payment (the hoarding limit), keyed
 * `user:product`. A buyer holds a few unpaid orders at most (`unpaid_limits.orders`), so the rows are few.
 */
export async function unpaidUnitsOf(db: Executor, userIds: number[]): Promise<Map<string, number>> {
  const rows = await unpaidUnitsRead(db, userIds);
  return new Map(rows.map((r) => [`${r.user_id}:${r.product_id}`, Number(r.units)]));
}

/** Units of a product in the buyer's orders since an instant, except cancelled ones. */
const COUNTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'cancelled');

const unitsSince = compiledOnce((db, userId: number, productId: number, since: string[], earliest: string) =>
  db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) =>
      since.map((from, n) =>
        eb.fn
          .coalesce(
            eb.fn.sum<number>(
              eb
                .case()
                .when('orders.created_at', '>=', from)
                .then(eb.ref('order_items.quantity'))
                .else(0)
                .end(),
            ),
            sql<number>`0`,
          )
          .as(`units${n}`),
      ),
    )
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'in', COUNTED_STATUSES)
    .where('orders.created_at', '>=', earliest)
    // Unary plus keeps the planner off the product's index, which holds every buyer's purchases of it
    // and grows with its sales: the buyer's own orders in the period (orders_user) are the few rows.
    .where(sql<number>`+order_items.product_id`, '=', productId),
);

/** Units of a product the buyer ordered (not cancelled) since each instant, in one statement. */
export async function boughtSinceEach(
  db: Executor,
  userId: number,
  productId: number,
  since: string[],
): Promise<number[]> {
  if (since.length === 0) return [];
  const earliest = since.reduce((a, b) => (a < b ? a : b));
  const [row] = await unitsSince(db, userId, productId, since, earliest);
  const units = row as Record<string, unknown>;
  return since.map((_, n) => Number(units[`units${n}`]));
}

/** Gives back the stock an order reserved (a cancel). */
export async function releaseStock(tx: Tx, orderId: number): Promise<void> {
  const items = await tx
    .selectFrom('order_items')
    .select(['sku_id', 'product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  await returnStock(
    tx,
    items.map((i) => ({
      skuId: Number(i.sku_id),
      productId: Number(i.product_id),
      quantity: Number(i.quantity),
    })),
  );
}

const salesAppended = compiledOnce((tx, orderIds: number[]) =>
  tx
    .insertInto('sales_pending')
    .columns(['product_id', 'merchant_id', 'units', 'order_id'])
    .expression((eb) =>
      eb
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.product_id', 'orders.merchant_id', 'order_items.quantity', 'orders.id'])
        .where('order_items.order_id', 'in', orderIds),
    ),
);

/**
 * The units these paid orders sold, appended in one statement from their items: no product or shop
 * row is locked by a payment, so buyers of one shop never wait on each other (`foldSales` adds them
 * to the counters).
 */
export async function countSales(tx: Tx, orderIds: number[]): Promise<void> {
  await salesAppended(tx, orderIds);
}

/**
 * Moves pending sales into `products.sales` and `merchants.sales`, in the lock order (products by id,
 * then shops by id). Answers how many rows it folded and the orders they came from.
 */
export async function foldPendingSales(
  tx: Tx,
  limit: number,
): Promise<{ folded: number; orderIds: number[] }> {
  const rows = await tx
    .selectFrom('sales_pending')
    .select(['id', 'product_id', 'merchant_id', 'units', 'order_id'])
    .orderBy('id')
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  if (!last) return { folded: 0, orderIds: [] };
  // Another process folding the same rows deletes them first; this one then counts only what it deleted.
  const deleted = await tx
    .deleteFrom('sales_pending')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .returning('id')
    .execute();
  const mine = new Set(deleted.map((r) => Number(r.id)));
  const products = new Map<number, number>();
  const shops = new Map<number, number>();
  const orders = new Set<number>();
  for (const row of rows.filter((r) => mine.has(Number(r.id)))) {
    if (row.order_id !== null) orders.add(Number(row.order_id));
    products.set(Number(row.product_id), (products.get(Number(row.product_id)) ?? 0) + row.units);
    shops.set(Number(row.merchant_id), (shops.get(Number(row.merchant_id)) ?? 0) + row.units);
  }
  // Started in the lock order, products then shops, and sent together.
  await Promise.all([countProductSales(tx, products), countShopSales(tx, shops)]);
  return { folded: mine.size, orderIds: [...orders] };
}

export async function findPromo(db: Executor, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
}

export async function promoUsesBy(db: Executor, promoId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('promo_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promo_code_id', '=', promoId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Conditional on the total limit, so racing checkouts cannot use a code more often than allowed. */
export async function takePromoUse(tx: Tx, promoId: number): Promise<boolean> {
  const result = await tx
    .updateTable('promo_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', promoId)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const unpaidOf = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('orders')
    .whereRef('orders.user_id', '=', 'users.id')
    .where('orders.status', '=', 'waiting_pay');

const checkoutBuyersRead = compiledOnce((db, userIds: number[]) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.balance',
      'users.bonus_usable',
      unpaidOf(eb)
        .select((o) => o.fn.countAll<number>().as('n'))
        .as('unpaid_orders'),
      unpaidOf(eb)
        .select((o) => o.fn.sum<number>('orders.total').as('t'))
        .as('unpaid_total'),
    ])
    .where('users.id', 'in', userIds),
);

/** What a checkout knows of its buyer: money, and what they hold unpaid (the hoarding rules). */
export type CheckoutBuyer = {
  balance: number;
  bonusUsable: number;
  unpaidOrders: number;
  unpaidTotal: number;
};

/** Each buyer's money and the orders they have waiting for payment (read under their locks by a checkout). */
export async function readCheckoutBuyers(
  db: Executor,
  userIds: number[],
): Promise<Map<number, CheckoutBuyer>> {
  const rows = await checkoutBuyersRead(db, userIds);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        balance: Number(r.balance),
        bonusUsable: Number(r.bonus_usable),
        unpaidOrders: Number(r.unpaid_orders),
        unpaidTotal: Number(r.unpaid_total ?? 0),
      },
    ]),
  );
}

/**
 * Unpaid orders of buyers other than `userId` that hold these specs, oldest first, with what their buyer
 * has and owes: the holds a paying buyer's checkout may take the place of (unfunded-holds.ts).
 */
export function holdsOfSpecs(db: Executor, userId: number, skuIds: number[]) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select((eb) => [
      'orders.id as order_id',
      'order_items.sku_id',
      'order_items.quantity',
      'users.balance',
      unpaidOf(eb)
        .select((o) => o.fn.sum<number>('orders.total').as('t'))
        .as('unpaid_total'),
    ])
    .where('order_items.sku_id', 'in', skuIds)
    .where('orders.status', '=', 'waiting_pay')
    .where('orders.user_id', '!=', userId)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
}

const ordersInserted = compiledOnce((tx, orders: Insertable<OrdersTable>[]) =>
  tx.insertInto('orders').values(orders).returning(['id', 'sn']),
);

/** Inserts checkouts' orders (one per shop each) in one statement; answers each order's id by its serial. */
export async function insertOrders(
  tx: Executor,
  orders: Insertable<OrdersTable>[],
): Promise<Map<string, number>> {
  const rows = await ordersInserted(tx, orders);
  return new Map(rows.map((r) => [r.sn, Number(r.id)]));
}

const itemsInserted = compiledOnce((tx, items: Insertable<OrderItemsTable>[]) =>
  tx.insertInto('order_items').values(items),
);

export async function insertOrderItems(tx: Executor, items: Insertable<OrderItemsTable>[]): Promise<void> {
  await itemsInserted(tx, items);
}

export async function insertPromoUse(tx: Executor, use: Insertable<PromoUsesTable>): Promise<void> {
  await tx.insertInto('promo_uses').values(use).execute();
}

/** Once every order of a checkout is cancelled, its promo use is given back to the code. */
export async function releasePromoUse(tx: Executor, checkoutSn: string, promoId: number): Promise<void> {
  const released = await tx.deleteFrom('promo_uses').where('checkout_sn', '=', checkoutSn).executeTakeFirst();
  if (Number(released.numDeletedRows) > 0) {
    await tx
      .updateTable('promo_codes')
      .set({ used_count: sql`used_count - 1` })
      .where('id', '=', promoId)
      .where('used_count', '>', 0)
      .execute();
  }
}

/** The conditional status change of `transition`: answers whether the order was still `from`. */
export async function moveOrder(
  tx: Executor,
  orderId: number,
  from: string,
  changes: Updateable<OrdersTable>,
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const paidOrdersMoved = compiledOnce(
  (
    tx,
    userIds: number[],
    orderIds: number[],
    from: string,
    virtualTo: string,
    physicalTo: string,
    at: string,
  ) => {
    const virtual = sql<boolean>`is_virtual = 1`;
    return tx
      .updateTable('orders')
      .set({
        status: sql`case when ${virtual} then ${virtualTo} else ${physicalTo} end`,
        previous_status: from,
        paid_at: at,
        completed_at: sql`case when ${virtual} then ${at} else completed_at end`,
        updated_at: at,
      })
      .where('user_id', 'in', userIds)
      .where('id', 'in', orderIds)
      .where('status', '=', from)
      .returning(['id', 'user_id']);
  },
);

/**
 * The conditional status change of paying (`markPaid` in lifecycle.ts): every one of these buyers'
 * orders among `orderIds` still waiting for payment, in one statement; answers the orders it moved.
 */
export function movePaidOrders(
  tx: Tx,
  userIds: number[],
  orderIds: number[],
  move: { from: string; virtualTo: string; physicalTo: string; at: string },
) {
  return paidOrdersMoved(tx, userIds, orderIds, move.from, move.virtualTo, move.physicalTo, move.at);
}

export async function insertPromoCode(db: Executor, promo: Insertable<PromoCodesTable>): Promise<void> {
  await db.insertInto('promo_codes').values(promo).execute();
}

const dueOrdersRead = compiledOnce((tx, userIds: number[], orderIds: number[], status: string) =>
  tx
    .selectFrom('orders')
    .select(['id', 'user_id', 'sn', 'total', 'bonus_used', 'is_virtual'])
    .where('user_id', 'in', userIds)
    .where('id', 'in', orderIds)
    .where('status', '=', status)
    .orderBy('id'),
);

/** These buyers' orders among `orderIds` still waiting for payment, by id: what paying them moves. */
export function dueOrders(tx: Executor, userIds: number[], orderIds: number[]) {
  return dueOrdersRead(tx, userIds, orderIds, 'waiting_pay');
}

const paidItemsRead = compiledOnce((db, orderIds: number[]) =>
  db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.order_id',
      'order_items.product_id',
      'order_items.quantity',
      'order_items.is_virtual',
      'products.limit_day',
      'products.limit_week',
      'products.limit_month',
    ])
    .where('order_items.order_id', 'in', orderIds),
);

/** The items of these orders with their products' purchase limits as they stand now (a payment's checks). */
export function paidItems(db: Executor, orderIds: number[]) {
  return paidItemsRead(db, orderIds);
}
