import type { TogetherKind } from '@crossbay/contract/recommendations';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { cardColumns } from '#server/modules/catalog/product-cards.ts';

export type Pair = readonly [productId: number, otherId: number];

/** The products of these orders, each with its checkout (orders of one checkout were bought together). */
export async function basketsOf(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['orders.id as order_id', 'orders.checkout_sn', 'order_items.product_id'])
    .where('orders.id', 'in', orderIds)
    .execute();
}

/** The other products this viewer counted a view of on this day (the newest `limit`). */
export async function viewedSameDay(tx: Tx, viewer: string, day: string, productId: number, limit: number) {
  const rows = await tx
    .selectFrom('product_views')
    .select('product_id')
    .where('viewer', '=', viewer)
    .where('day', '=', day)
    .where('product_id', '<>', productId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.product_id));
}

/**
 * Adds `count` to each ordered pair's score. One statement, its rows in key order, so two writers
 * lock shared pairs in the same order (PostgreSQL would otherwise let them deadlock).
 */
export async function addPairs(tx: Tx, kind: TogetherKind, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = [...counts]
    .map(([key, score]) => {
      const [productId, otherId] = key.split(' ').map(Number) as [number, number];
      return { product_id: productId, other_id: otherId, kind, score };
    })
    .sort((a, b) => a.product_id - b.product_id || a.other_id - b.other_id);
  await tx
    .insertInto('product_pairs')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'kind', 'other_id'])
        .doUpdateSet((eb) => ({ score: eb('product_pairs.score', '+', eb.ref('excluded.score')) })),
    )
    .execute();
}

/**
 * The products most often bought or viewed together with any of `ids` (scores added up), that are on
 * sale and in stock and not among `ids`, best first.
 */
export async function pairedWith(db: Executor, ids: number[], kind: TogetherKind, limit: number) {
  const rows = await db
    .selectFrom('product_pairs')
    .innerJoin('products', 'products.id', 'product_pairs.other_id')
    .select((eb) => ['product_pairs.other_id', eb.fn.sum<number | string>('product_pairs.score').as('score')])
    .where('product_pairs.product_id', 'in', ids)
    .where('product_pairs.kind', '=', kind)
    .where('product_pairs.other_id', 'not in', ids)
    .where('products.status', '=', 'on_sale')
    .where('products.stock', '>', 0)
    .groupBy('product_pairs.other_id')
    .orderBy('score', 'desc')
    .orderBy('product_pairs.other_id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.other_id));
}

export async function categoriesOf(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('category_id')
    .distinct()
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => Number(row.category_id));
}

/** Cards of these products, in no particular order. */
export async function cardsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return cardColumns(db).where('products.id', 'in', ids).execute();
}

/** The best sellers on sale and in stock, of these categories (or all), without `exclude`. */
export async function bestSellers(db: Db, categoryIds: number[] | null, exclude: number[], limit: number) {
  return cardColumns(db)
    .where('products.status', '=', 'on_sale')
    .where('products.stock', '>', 0)
    .$if(categoryIds !== null, (qb) => qb.where('products.category_id', 'in', categoryIds ?? []))
    .$if(exclude.length > 0, (qb) => qb.where('products.id', 'not in', exclude))
    .orderBy('products.sales', 'desc')
    .orderBy('products.id')
    .limit(limit)
    .execute();
}
