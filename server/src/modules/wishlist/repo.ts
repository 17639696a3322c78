import type { Db } from '#server/db/connect.ts';
import { cardColumns } from '#server/modules/catalog/product-cards.ts';

/** Saves a product once: saving it again keeps the first row (and its place in the list). */
export async function addSaved(db: Db, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('wishlist')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeSaved(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('wishlist').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export async function countSaved(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('wishlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function savedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/** One page of the buyer's saved products as cards, newest save first, with each product's status. */
export async function listSaved(db: Db, userId: number, page: number, limit: number) {
  const rows = await cardColumns(db)
    .innerJoin('wishlist', 'wishlist.product_id', 'products.id')
    .select(['products.status', 'wishlist.created_at as saved_at'])
    .where('wishlist.user_id', '=', userId)
    .orderBy('wishlist.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: await countSaved(db, userId) };
}

export async function productStatus(db: Db, productId: number) {
  return db.selectFrom('products').select('status').where('id', '=', productId).executeTakeFirst();
}
