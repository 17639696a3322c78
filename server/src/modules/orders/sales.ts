import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { countBoughtTogether } from '#server/modules/recommendations/service.ts';
import { foldPendingSales } from './repo.ts';

const BATCH = 5000;

/** One batch of pending sales, and what their orders bought together (counted once: by the fold that deletes them). */
async function foldBatch(tx: Tx, limit: number): Promise<number> {
  const { folded, orderIds } = await foldPendingSales(tx, limit);
  await countBoughtTogether(tx, orderIds);
  return folded;
}

/**
 * Adds the sales payments appended since the last fold to the products' and shops' counters, in
 * batches of one transaction each. Every server runs it about once a second (`SALES_FOLD_MS`); a shown
 * sales count is at most that much behind the orders.
 */
export async function foldSales(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const moved = await inTransaction(db, (tx) => foldBatch(tx, BATCH));
    folded += moved;
    if (moved < BATCH) break;
  }
  // The counters moved: cached product and shop answers show them from the next read.
  if (folded > 0) await catalogChanged(db);
  return folded;
}

/** Folds every pending sale inside the caller's transaction (the demo history's orders, before anything is served). */
export async function foldSalesIn(tx: Tx): Promise<void> {
  while ((await foldBatch(tx, BATCH)) > 0);
}
