import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { firstThumbnail } from '../catalog/first-thumbnail.ts';

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

/** Conditional: both the spec's and the product's stock must hold `quantity`, or nothing moves. */
type StockLine = { skuId: number; productId: number; quantity: number };

const bySku = (a: StockLine, b: StockLine) => a.skuId - b.skuId;

/** Units per product, products in ascending id. */
function productTotals(lines: StockLine[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}

/**
 * Rows are locked in one order by every money path, so no two transactions ever wait on each other
 * in a circle (PostgreSQL would abort one): the buyer (db/lock-buyer.ts), their orders, then
 * product_skus by id, then products by id, then merchants by id, then promo codes. Reserving and
 * releasing stock follow it here; pay counts sales after the stock rows, in the same order.
 * Answers the line that is out of stock, or null when every line was reserved.
 */
export async function reserveStock<L extends StockLine>(
  tx: Transaction<Database>,
  lines: L[],
): Promise<L | null> {
  for (const line of [...lines].sort(bySku)) {
    const sku = await tx
      .updateTable('product_skus')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.skuId)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(sku.numUpdatedRows) !== 1) return line;
  }
  for (const [productId, quantity] of productTotals(lines)) {
    const product = await tx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', productId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(product.numUpdatedRows) !== 1) return lines.find((l) => l.productId === productId) ?? null;
  }
  return null;
}

export async function releaseStock(tx: Transaction<Database>, orderId: number): Promise<void> {
  const items = await tx
    .selectFrom('order_items')
    .select(['sku_id', 'product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const lines = items.map((i) => ({
    skuId: Number(i.sku_id),
    productId: Number(i.product_id),
    quantity: Number(i.quantity),
  }));
  for (const line of lines.sort(bySku)) {
    await tx
      .updateTable('product_skus')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.skuId)
      .execute();
  }
  for (const [productId, quantity] of productTotals(lines)) {
    await tx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', productId)
      .execute();
  }
}

/**
 * The units a payment sold, appended in one statement: no product or shop row is locked by a payment,
 * so buyers of one shop never wait on each other (`foldSales` adds them to the counters).
 */
export async function countSales(
  tx: Transaction<Database>,
  sold: { product_id: number; merchant_id: number; units: number }[],
): Promise<void> {
  if (sold.length > 0) await tx.insertInto('sales_pending').values(sold).execute();
}

/** Moves pending sales into `products.sales` and `merchants.sales`, in the lock order (products by id, then merchants by id). */
export async function foldPendingSales(tx: Transaction<Database>, limit: number): Promise<number> {
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
  const merchants = new Map<number, number>();
  for (const row of rows.filter((r) => mine.has(Number(r.id)))) {
    products.set(Number(row.product_id), (products.get(Number(row.product_id)) ?? 0) + row.units);
    merchants.set(Number(row.merchant_id), (merchants.get(Number(row.merchant_id)) ?? 0) + row.units);
  }
  for (const [id, units] of [...products].sort(([a], [b]) => a - b))
    await tx
      .updateTable('products')
      .set((eb) => ({ sales: eb('sales', '+', units) }))
      .where('id', '=', id)
      .execute();
  for (const [id, units] of [...merchants].sort(([a], [b]) => a - b))
    await tx
      .updateTable('merchants')
      .set((eb) => ({ sales: eb('sales', '+', units) }))
      .where('id', '=', id)
      .execute();
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
export async function takePromoUse(tx: Transaction<Database>, promoId: number): Promise<boolean> {
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
