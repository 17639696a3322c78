import type { Executor } from '#server/db/executor.ts';

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
