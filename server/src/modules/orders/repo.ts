import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { OrderItemsTable, OrdersTable, PromoCodesTable, PromoUsesTable } from '#server/db/schema.ts';
import { firstThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import { countProductSales, returnStock } from '#server/modules/catalog/stock.ts';
import { countShopSales } from '#server/modules/shops/service.ts';

export async function checkoutLines(db: Executor, skuIds: number[]) {
  return db
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
    ])
    .where('product_skus.id', 'in', skuIds)
    .execute();
}

/** Units of a product in the buyer's orders since an instant, except cancelled ones. */
export async function boughtSince(
  db: Executor,
  userId: number,
  productId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), sql<number>`0`).as('units'))
    .where('orders.user_id', '=', userId)
    .where('order_items.product_id', '=', productId)
    .where('orders.status', '!=', 'cancelled')
    .where('orders.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.units);
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

/**
 * The units a payment sold, appended in one statement: no product or shop row is locked by a payment,
 * so buyers of one shop never wait on each other (`foldSales` adds them to the counters).
 */
export async function countSales(
  tx: Tx,
  sold: { product_id: number; merchant_id: number; units: number }[],
): Promise<void> {
  if (sold.length > 0) await tx.insertInto('sales_pending').values(sold).execute();
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

/** How many orders the buyer has waiting for payment. */
export async function unpaidOrderCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting_pay')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Units of each of these products held in the buyer's orders waiting for payment. */
export async function unpaidUnits(
  db: Executor,
  userId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => ['order_items.product_id', eb.fn.sum<number>('order_items.quantity').as('units')])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'waiting_pay')
    .where('order_items.product_id', 'in', productIds)
    .groupBy('order_items.product_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.units)]));
}

export async function insertOrder(tx: Executor, order: Insertable<OrdersTable>): Promise<number> {
  const row = await tx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertOrderItems(tx: Executor, items: Insertable<OrderItemsTable>[]): Promise<void> {
  await tx.insertInto('order_items').values(items).execute();
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

export async function insertPromoCode(db: Executor, promo: Insertable<PromoCodesTable>): Promise<void> {
  await db.insertInto('promo_codes').values(promo).execute();
}
