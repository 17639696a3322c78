import { sql } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';

/**
 * Takes `units` from each row of `table` in one statement, each only if its stock holds them; answers
 * the ids taken from. One table, no join: after waiting for a row another checkout held, PostgreSQL
 * re-checks `stock >=` on the row as that checkout left it (an `update … from` a derived table loses
 * such rows). On PostgreSQL, several rows are locked first in ascending id, the lock order
 * (catalog/stock.ts), by a statement of their own sent with the update: an update meets its rows in
 * the order of its plan (a bitmap scan walks them as they lie on disk), and two checkouts' batches, or a
 * batch and the sales fold, would otherwise wait on each other in a circle. SQLite has a single writer.
 */
export async function takeStock(
  tx: Executor,
  dialect: DialectName,
  table: 'product_skus' | 'products',
  units: [number, number][],
): Promise<Set<number>> {
  const ids = units.map(([id]) => id);
  const counts = units.map(([, n]) => n);
  const [, rows] = await Promise.all([
    dialect === 'postgres' && ids.length > 1
      ? (table === 'products' ? productsLocked : skusLocked)(tx, ids)
      : [],
    (table === 'products' ? productStockTaken : skuStockTaken)(tx, ids, counts),
  ]);
  return new Set(rows.map((r) => Number(r.id)));
}

const rowsLocked = (table: 'product_skus' | 'products') =>
  compiledOnce(
    (_tx, ids: number[]) =>
      sql`select id from ${sql.table(table)} where id in (${sql.join(ids)}) order by id for update`,
  );
const skusLocked = rowsLocked('product_skus');
const productsLocked = rowsLocked('products');

const stockTaken = (table: 'product_skus' | 'products') =>
  compiledOnce((_tx, ids: number[], counts: number[]) => {
    const wanted = sql`(case id ${sql.join(
      ids.map((id, k) => sql`when ${id} then cast(${counts[k]} as integer)`),
      sql` `,
    )} end)`;
    return sql<{ id: number }>`update ${sql.table(table)} set stock = stock - ${wanted}
      where id in (${sql.join(ids)}) and stock >= ${wanted} returning id`;
  });
const skuStockTaken = stockTaken('product_skus');
const productStockTaken = stockTaken('products');

/** Adds `units` (signed) to a spec's stock; taking is conditional on the stock holding them. */
export async function moveSkuStock(tx: Executor, skuId: number, units: number): Promise<boolean> {
  let update = tx
    .updateTable('product_skus')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', skuId);
  if (units < 0) update = update.where('stock', '>=', -units);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds `units` (signed) to a product's stock; taking is conditional on the stock holding them. */
export async function moveProductStock(
  tx: Executor,
  productId: number,
  units: number,
  at?: string,
): Promise<boolean> {
  let update = tx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', productId);
  if (at !== undefined) update = update.set({ updated_at: at });
  if (units < 0) update = update.where('stock', '>=', -units);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addProductSales(tx: Executor, productId: number, units: number): Promise<void> {
  await tx
    .updateTable('products')
    .set((eb) => ({ sales: eb('sales', '+', units) }))
    .where('id', '=', productId)
    .execute();
}
