import type { DialectName } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { addProductSales, moveProductStock, moveSkuStock, takeStock } from './stock-repo.ts';

/** Conditional: both the spec's and the product's stock must hold `quantity`, or nothing moves. */
export type StockLine = { skuId: number; productId: number; quantity: number };

const bySku = (a: StockLine, b: StockLine) => a.skuId - b.skuId;

/** Units per id (`idOf` a line's spec or product), in ascending id. */
function totals(lines: StockLine[], idOf: (line: StockLine) => number): [number, number][] {
  const units = new Map<number, number>();
  for (const line of lines) units.set(idOf(line), (units.get(idOf(line)) ?? 0) + line.quantity);
  return [...units].sort(([a], [b]) => a - b);
}

const productTotals = (lines: StockLine[]) => totals(lines, (line) => line.productId);

/**
 * Rows are locked in one order by every money path, so no two transactions ever wait on each other
 * in a circle (PostgreSQL would abort one): the buyers by id (db/lock-buyer.ts), their orders, then
 * product_skus by id, then products by id, then shops by id, then promo codes by id. Reserving and
 * releasing stock follow it here. `lines` may be several checkouts' (a batch, orders/checkout.ts): each
 * spec's and product's units are summed. Two updates whatever the number of lines, sent together, each
 * conditional per row: a row whose stock does not hold the sum is not taken. Answers a line that is out of
 * stock, or null when every line was reserved; the caller then rolls back, as the other rows may have
 * been taken.
 */
export async function reserveStock<L extends StockLine>(
  tx: Executor,
  dialect: DialectName,
  lines: L[],
): Promise<L | null> {
  // Sent together (a pipelined transaction), run one after the other: the lock order holds.
  const [skus, products] = await Promise.all([
    takeStock(
      tx,
      dialect,
      'product_skus',
      totals(lines, (line) => line.skuId),
    ),
    takeStock(tx, dialect, 'products', productTotals(lines)),
  ]);
  return lines.find((l) => !skus.has(l.skuId)) ?? lines.find((l) => !products.has(l.productId)) ?? null;
}

/** Gives back what `reserveStock` took, in the same lock order. */
export async function returnStock(tx: Executor, lines: StockLine[]): Promise<void> {
  for (const line of [...lines].sort(bySku)) await moveSkuStock(tx, line.skuId, line.quantity);
  for (const [productId, quantity] of productTotals(lines)) await moveProductStock(tx, productId, quantity);
}

/**
 * Adds folded sales to the products' counters, products by id (the lock order). The updates are started
 * together: on a pipelined transaction they go out in one round trip and run in that order, so the rows
 * that checkouts take stock from are held for one round trip, not one per product.
 */
export async function countProductSales(tx: Executor, units: Map<number, number>): Promise<void> {
  await Promise.all([...units].sort(([a], [b]) => a - b).map(([id, sold]) => addProductSales(tx, id, sold)));
}

/** New units of a product (card keys imported): its first spec and the product grow by them. */
export async function addStock(tx: Executor, productId: number, units: number, at: string): Promise<void> {
  await moveProductStock(tx, productId, units, at);
  const sku = await tx
    .selectFrom('product_skus')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  await moveSkuStock(tx, Number(sku.id), units);
}
