import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';

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

export type BagSku = { user_id: number; sku_id: number };

const skusDeleted = compiledOnce((db, lines: BagSku[]) =>
  db
    .deleteFrom('cart_items')
    .where((eb) =>
      eb.or(lines.map((line) => eb.and([eb('user_id', '=', line.user_id), eb('sku_id', '=', line.sku_id)]))),
    ),
);

/** Deletes these buyers' bag lines of these specs, in one statement. */
export async function deleteBagSkus(db: Executor, lines: BagSku[]): Promise<void> {
  if (lines.length > 0) await skusDeleted(db, lines);
}
