import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { ProductImagesTable, ProductSkusTable, ProductsTable } from '#server/db/schema.ts';

export async function findProduct(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'merchant_id',
      'category_id',
      'name',
      'description',
      'price',
      'original_price',
      'stock',
      'sales',
      'views',
      'is_virtual',
      'status',
      'limit_day',
      'limit_week',
      'limit_month',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function productPictures(db: Db, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['path', 'thumb_path', 'width', 'height', 'sort'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .execute();
}

export async function productSkus(db: Db, productId: number) {
  return db
    .selectFrom('product_skus')
    .select(['id', 'spec', 'price', 'stock', 'picture_sort'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .execute();
}

export async function reviewSummary(db: Db, productId: number) {
  return db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn
        .sum<number | string | null>(eb.case().when('pictures', '<>', NO_PICTURES).then(1).else(0).end())
        .as('with_pictures'),
      eb.fn.avg<number>('product_score').as('product'),
      eb.fn.avg<number>('service_score').as('service'),
      eb.fn.avg<number>('postage_score').as('postage'),
    ])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
}

/** How a review without pictures stores them (after-sales writes `JSON.stringify([])`). */
const NO_PICTURES = '[]';

/** A page of a product's reviews, newest first, with the specs each reviewer bought; only those with pictures if asked. */
export async function listReviews(
  db: Db,
  productId: number,
  page: number,
  limit: number,
  withPictures = false,
) {
  const base = db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .where('reviews.product_id', '=', productId)
    .$if(withPictures, (qb) => qb.where('reviews.pictures', '<>', NO_PICTURES));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'reviews.id',
      'reviews.order_id',
      'users.account',
      'users.avatar',
      'users.closed_at',
      'reviews.content',
      'reviews.product_score',
      'reviews.service_score',
      'reviews.postage_score',
      'reviews.pictures',
      'reviews.created_at',
    ])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const orders = rows.map((r) => Number(r.order_id));
  const lines =
    orders.length === 0
      ? []
      : await db
          .selectFrom('order_items')
          .select(['order_id', 'spec'])
          .where('product_id', '=', productId)
          .where('order_id', 'in', orders)
          .orderBy('id')
          .execute();
  const specsOf = (orderId: number) => [
    ...new Set(lines.filter((line) => Number(line.order_id) === orderId).map((line) => line.spec)),
  ];
  return { rows: rows.map((r) => ({ ...r, specs: specsOf(Number(r.order_id)) })), total: Number(total) };
}

export type View = { productId: number; viewer: string; day: string };

/** Counts a view once per viewer and day; answers whether this one counted. */
export async function recordView(db: Db, productId: number, viewer: string, day: string): Promise<boolean> {
  return (await db.transaction().execute((tx) => countViews(tx, [{ productId, viewer, day }]))) === 1;
}

const VIEWS_PER_INSERT = 500;

/**
 * Views inside the caller's transaction (the demo history writes thousands in one): a row per viewer,
 * product and day, and each product's seen count moves by the rows that really appeared. Answers
 * how many counted.
 */
export async function countViews(tx: Tx, views: View[]): Promise<number> {
  const counted = new Map<number, number>();
  for (let start = 0; start < views.length; start += VIEWS_PER_INSERT) {
    const rows = await tx
      .insertInto('product_views')
      .values(
        views
          .slice(start, start + VIEWS_PER_INSERT)
          .map((v) => ({ product_id: v.productId, viewer: v.viewer, day: v.day })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'viewer', 'day']).doNothing())
      .returning('product_id')
      .execute();
    for (const { product_id } of rows)
      counted.set(Number(product_id), (counted.get(Number(product_id)) ?? 0) + 1);
  }
  // products by id: the lock order of every path that updates them (catalog/stock.ts reserveStock)
  for (const [productId, n] of [...counted].sort(([a], [b]) => a - b)) {
    await tx
      .updateTable('products')
      .set((eb) => ({ views: eb('views', '+', n) }))
      .where('id', '=', productId)
      .execute();
  }
  return [...counted.values()].reduce((a, b) => a + b, 0);
}

export async function insertProduct(tx: Executor, product: Insertable<ProductsTable>): Promise<number> {
  const row = await tx.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertSku(tx: Executor, sku: Insertable<ProductSkusTable>): Promise<void> {
  await tx.insertInto('product_skus').values(sku).execute();
}

export async function updateProduct(
  tx: Executor,
  id: number,
  changes: Updateable<ProductsTable>,
): Promise<void> {
  await tx.updateTable('products').set(changes).where('id', '=', id).execute();
}

export async function updateSku(
  tx: Executor,
  id: number,
  changes: Updateable<ProductSkusTable>,
): Promise<void> {
  await tx.updateTable('product_skus').set(changes).where('id', '=', id).execute();
}

/** Many products in one statement (the catalog bench's copies), answered in the order given. */
export async function insertProducts(tx: Executor, products: Insertable<ProductsTable>[]) {
  return tx.insertInto('products').values(products).returning(['id', 'name']).execute();
}

/** A product's specs in one statement; answers their ids by `sort`. */
export async function insertSkus(tx: Executor, skus: Insertable<ProductSkusTable>[]): Promise<number[]> {
  const rows = await tx.insertInto('product_skus').values(skus).returning(['id', 'sort']).execute();
  return rows.sort((a, b) => Number(a.sort) - Number(b.sort)).map((row) => Number(row.id));
}

export async function insertProductImages(
  tx: Executor,
  images: Insertable<ProductImagesTable>[],
): Promise<void> {
  if (images.length > 0) await tx.insertInto('product_images').values(images).execute();
}

/** Products on sale with ids from `from` to `to` (a sitemap's page), in id order, with when each last changed. */
export async function onSaleProductsBetween(db: Db, from: number, to: number) {
  return db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('status', '=', 'on_sale')
    .where('id', '>=', from)
    .where('id', '<=', to)
    .orderBy('id')
    .execute();
}

export async function highestProductId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
