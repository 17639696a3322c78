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
import { firstThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import { countProductSales, returnStock } from '#server/modules/catalog/stock.ts';
import { countShopSales } from '#server/modules/shops/service.ts';

const linesOf = compiledOnce((db, skuIds: number[], unpaidOf: number | undefined) =>
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
      firstThumbnail(eb),
      (unpaidOf === undefined
        ? sql<number | null>`null`
        : eb
            .selectFrom('order_items')
            .innerJoin('orders', 'orders.id', 'order_items.order_id')
            .select((s) => s.fn.sum<number>('order_items.quantity').as('units'))
            .where('orders.user_id', '=', unpaidOf)
            .where('orders.status', '=', 'waiting_pay')
            .whereRef('order_items.product_id', '=', 'products.id')
      ).as('unpaid_units'),
    ])
    .where('product_skus.id', 'in', skuIds),
);

/**
 * The specs a checkout names, with product, shop and stock. With `unpaidOf` (a buyer), also the units
 * of each product that buyer holds in orders waiting for payment (`unpaid_units`, the hoarding limit).
 */
export function checkoutLines(db: Executor, skuIds: number[], unpaidOf?: number) {
  return linesOf(db, skuIds, unpaidOf);
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
    .columns(['product_id', 'merchant_id', 'units'])
    .expression((eb) =>
      eb
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.product_id', 'orders.merchant_id', 'order_items.quantity'])
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

/** Moves pending sales into `products.sales` and `merchants.sales`, in the lock order (products by id, then shops by id). */
export async function foldPendingSales(tx: Tx, limit: number): Promise<number> {
  const rows = await tx
    .selectFrom('sales_pending')
    .select(['id', 'product_id', 'merchant_id', 'units'])
    .orderBy('id')
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  if (!last) return 0;
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
  for (const row of rows.filter((r) => mine.has(Number(r.id)))) {
    products.set(Number(row.product_id), (products.get(Number(row.product_id)) ?? 0) + row.units);
    shops.set(Number(row.merchant_id), (shops.get(Number(row.merchant_id)) ?? 0) + row.units);
  }
  await countProductSales(tx, products);
  await countShopSales(tx, shops);
  return mine.size;
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

/** How many orders the buyer has waiting for payment, as a column of a statement on `users`. */
export function unpaidOrdersColumn(eb: ExpressionBuilder<Database, 'users'>, userId: number) {
  return eb
    .selectFrom('orders')
    .select((o) => o.fn.countAll<number>().as('n'))
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'waiting_pay')
    .as('unpaid_orders');
}

/** The buyer's discount money and unpaid orders, for a checkout whose caller took the lock apart. */
export async function readCheckoutBuyer(db: Executor, userId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => ['users.bonus_usable', unpaidOrdersColumn(eb, userId)])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { bonusUsable: Number(row.bonus_usable), unpaidOrders: Number(row.unpaid_orders) };
}

const ordersInserted = compiledOnce((tx, orders: Insertable<OrdersTable>[]) =>
  tx.insertInto('orders').values(orders).returning(['id', 'merchant_id']),
);

/** Inserts a checkout's orders (one per shop) in one statement; answers each shop's order id. */
export async function insertOrders(
  tx: Executor,
  orders: Insertable<OrdersTable>[],
): Promise<Map<number, number>> {
  const rows = await ordersInserted(tx, orders);
  return new Map(rows.map((r) => [Number(r.merchant_id), Number(r.id)]));
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
