import type { ProductListQuery } from '@crossbay/contract/catalog';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { CategoriesTable, Database } from '#server/db/schema.ts';
import { matchFilter, rankedMatches, relevance } from '#server/modules/search/matching.ts';
import { cardColumns } from './product-cards.ts';

export async function listCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'slug', 'icon']).orderBy('sort').execute();
}

// Each sort ends on the id, in the direction of its first column, so that one index read forwards or
// backwards gives the whole order (migrations 0006, 0015) and pages never repeat or skip a product.
/** Past this many matches a product list's total stops counting (it answers COUNT_CAP + 1). */
export const COUNT_CAP = 10_000;

export const PRODUCT_ORDERS = {
  comprehensive: [
    ['products.sales', 'desc'],
    ['products.views', 'desc'],
    ['products.id', 'desc'],
  ],
  sales: [
    ['products.sales', 'desc'],
    ['products.id', 'desc'],
  ],
  price_asc: [
    ['products.price', 'asc'],
    ['products.id', 'asc'],
  ],
  price_desc: [
    ['products.price', 'desc'],
    ['products.id', 'desc'],
  ],
  newest: [
    ['products.created_at', 'desc'],
    ['products.id', 'desc'],
  ],
} as const;

const isPlainSearch = (q: ProductListQuery) =>
  q.keyword !== undefined &&
  q.sort === 'comprehensive' &&
  !q.category &&
  !q.merchant &&
  q.min_price === undefined &&
  q.max_price === undefined &&
  q.in_stock === undefined &&
  q.kind === undefined;

export async function listProducts(db: Db, query: ProductListQuery) {
  const offset = (query.page - 1) * query.limit;
  if (isPlainSearch(query)) {
    const { ids, total } = await rankedMatches(db, 'products', query.keyword as string, query.limit, offset);
    if (ids.length === 0) return { rows: [], total };
    const rows = await cardColumns(db)
      .where('products.id', 'in', ids)
      .where('products.status', '=', 'on_sale')
      .execute();
    return { rows: ids.flatMap((id) => rows.filter((r) => Number(r.id) === id)), total };
  }
  const text = query.keyword ? matchFilter(db, 'products', query.keyword) : null;
  if (query.keyword && !text) return { rows: [], total: 0 };
  // Listing filters on the product's own status; closing a shop (no operation does yet) must take
  // its products off sale and out of the search index. A keyword is one more filter, inside the same
  // query, so the database picks between the full-text index and the sort's index.
  const filters = (eb: ExpressionBuilder<Database, 'products'>) => {
    const all: Expression<SqlBool>[] = [eb('products.status', '=', 'on_sale')];
    if (query.category) all.push(eb('products.category_id', '=', query.category));
    if (query.merchant) all.push(eb('products.merchant_id', '=', query.merchant));
    if (query.min_price !== undefined) all.push(eb('products.price', '>=', query.min_price));
    if (query.max_price !== undefined) all.push(eb('products.price', '<=', query.max_price));
    if (query.in_stock === '1') all.push(eb('products.stock', '>', 0));
    if (query.kind) all.push(eb('products.is_virtual', '=', query.kind === 'virtual' ? 1 : 0));
    if (text) all.push(text);
    return eb.and(all);
  };
  // Counted without the shop join (on a large category the join costs a hundred times the count), and
  // only up to one past COUNT_CAP: a list's total only says whether another page follows, and counting
  // every product on sale is what made page 1 of "newest" slow on a large catalog.
  const matches = db
    .selectFrom('products')
    .where(filters)
    .select('products.id')
    .limit(COUNT_CAP + 1);
  // The page's ids alone first: walking the sort's index to a deep offset reads only index entries
  // (an index-only scan), and just the page's rows are then read whole and joined with their shop.
  let page = db.selectFrom('products').where(filters).select('products.id').limit(query.limit).offset(offset);
  // A search ranks by relevance first.
  const ranked = text !== null && query.sort === 'comprehensive';
  if (ranked) page = page.orderBy(relevance(db, 'products', query.keyword as string), 'desc');
  for (const [column, direction] of PRODUCT_ORDERS[query.sort]) page = page.orderBy(column, direction);
  const [{ total }, ids] = await Promise.all([
    db
      .selectFrom(matches.as('matches'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    page.execute(),
  ]);
  const order = ids.map((r) => Number(r.id));
  if (order.length === 0) return { rows: [], total: Number(total) };
  const rows = await cardColumns(db).where('products.id', 'in', order).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { rows: order.flatMap((id) => byId.get(id) ?? []), total: Number(total) };
}

export async function listBanners(db: Db, lang: string) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image', 'link'])
    .where('lang', '=', lang)
    .orderBy('sort')
    .execute();
}

export async function listPlatformNotices(db: Db, lang: string, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'body', 'created_at'])
    .where('user_id', 'is', null)
    .where('lang', '=', lang)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertCategory(tx: Executor, category: Insertable<CategoriesTable>): Promise<number> {
  const row = await tx.insertInto('categories').values(category).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}
