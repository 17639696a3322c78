import { RECENTLY_VIEWED_KEPT } from '@crossbay/contract/recommendation-limits';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { cardColumns } from '#server/modules/catalog/product-cards.ts';

export type Viewed = { productId: number; viewedAt: string };

/**
 * Marks products viewed (a product viewed again moves up, never twice), then drops the buyer's
 * views past the newest RECENTLY_VIEWED_KEPT, in the caller's transaction.
 */
export async function markViewed(tx: Tx, userId: number, views: Viewed[]): Promise<void> {
  if (views.length === 0) return;
  await tx
    .insertInto('recently_viewed')
    .values(views.map((v) => ({ user_id: userId, product_id: v.productId, viewed_at: v.viewedAt })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') })),
    )
    .execute();
  const older = await tx
    .selectFrom('recently_viewed')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .offset(RECENTLY_VIEWED_KEPT)
    .limit(RECENTLY_VIEWED_KEPT)
    .execute();
  if (older.length === 0) return;
  await tx
    .deleteFrom('recently_viewed')
    .where('user_id', '=', userId)
    .where(
      'product_id',
      'in',
      older.map((row) => Number(row.product_id)),
    )
    .execute();
}

export async function clearViewed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
}

/** Which of these ids are products at all (a visitor's list may name any). */
export async function knownProducts(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** The buyer's recently viewed products still on sale, as cards, newest first. */
export async function listViewed(db: Db, userId: number) {
  return cardColumns(db)
    .innerJoin('recently_viewed', 'recently_viewed.product_id', 'products.id')
    .select('recently_viewed.viewed_at')
    .where('recently_viewed.user_id', '=', userId)
    .where('products.status', '=', 'on_sale')
    .orderBy('recently_viewed.viewed_at', 'desc')
    .orderBy('recently_viewed.product_id', 'desc')
    .limit(RECENTLY_VIEWED_KEPT)
    .execute();
}

export async function onSaleCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return cardColumns(db).where('products.id', 'in', ids).where('products.status', '=', 'on_sale').execute();
}
