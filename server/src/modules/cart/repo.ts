import { type ExpressionBuilder, sql } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/schema.ts';

export async function bagLine(db: Executor, userId: number, skuId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('user_id', '=', userId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function insertBagLine(
  db: Executor,
  line: { userId: number; productId: number; skuId: number; quantity: number; at: string },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      user_id: line.userId,
      product_id: line.productId,
      sku_id: line.skuId,
      quantity: line.quantity,
      created_at: line.at,
      updated_at: line.at,
    })
    .execute();
}

export async function setBagQuantity(
  db: Executor,
  userId: number,
  id: number,
  quantity: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteBagLines(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** A spec just ordered from a buyer's bag, and how many of it. */
export type BagOrdered = { user_id: number; sku_id: number; quantity: number };

// The bag lines of these specs holding at most (`<=`) or more than (`>`) what was ordered of them.
const linesHolding =
  (lines: BagOrdered[], than: '<=' | '>') => (eb: ExpressionBuilder<Database, 'cart_items'>) =>
    eb.or(
      lines.map((line) =>
        eb.and([
          eb('user_id', '=', line.user_id),
          eb('sku_id', '=', line.sku_id),
          eb('quantity', than, line.quantity),
        ]),
      ),
    );

const orderedLinesDeleted = compiledOnce((db, lines: BagOrdered[]) =>
  db.deleteFrom('cart_items').where(linesHolding(lines, '<=')),
);

const orderedLinesLowered = compiledOnce((db, lines: BagOrdered[]) => {
  const ordered = sql<number>`case ${sql.join(
    lines.map(
      (line) => sql`when user_id = ${line.user_id} and sku_id = ${line.sku_id} then ${line.quantity}`,
    ),
    sql` `,
  )} else 0 end`;
  return db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '-', ordered) }))
    .where(linesHolding(lines, '>'));
});

/**
 * Takes what was ordered out of these buyers' bags: a line holding no more than its spec's ordered quantity
 * goes, a line holding more keeps the rest. The two statements touch different rows, so they go out together.
 */
export async function takeOrderedFromBags(db: Executor, lines: BagOrdered[]): Promise<void> {
  if (lines.length === 0) return;
  await Promise.all([orderedLinesDeleted(db, lines), orderedLinesLowered(db, lines)]);
}
