import type { ProductListQuery } from '@crossbay/contract/catalog';
import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { CategoriesTable, Database } from '#server/db/schema.ts';
import { countMatches, matchFilter, rankedMatches, relevance } from '#server/modules/search/matching.ts';
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
  q.keyword !== undefined && q.sort === 'comprehensive' && onlyKeyword(q);

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
  const keyword = query.keyword;
  if (keyword !== undefined && !matchFilter(db, 'products', keyword)) return { rows: [], total: 0 };
  // Listing filters on the product's own status; closing a shop (no operation does yet) must take
  // its products off sale and out of the search index. A keyword is one more filter, inside the same
  // query, so the database applies it with the sort.
  const filters = (walk: boolean) => (eb: ExpressionBuilder<Database, 'products'>) => {
    const all: Expression<SqlBool>[] = [eb('products.status', '=', 'on_sale')];
    if (query.category) all.push(eb('products.category_id', '=', query.category));
    if (query.merchant) all.push(eb('products.merchant_id', '=', query.merchant));
    if (query.min_price !== undefined) all.push(eb('products.price', '>=', query.min_price));
    if (query.max_price !== undefined) all.push(eb('products.price', '<=', query.max_price));
    if (query.in_stock === '1') all.push(eb('products.stock', '>', 0));
    if (query.kind) all.push(eb('products.is_virtual', '=', query.kind === 'virtual' ? 1 : 0));
    if (keyword !== undefined) all.push(matchFilter(db, 'products', keyword, walk) as Expression<SqlBool>);
    return eb.and(all);
  };
  const plan = await keywordPlan(db, query, offset, () => countListed(db, query, filters(false)));
  // Counted already, and the page starts past the end (on SQLite a keyword in a category where it has no
  // product): reading the page would go through every match of the keyword again to find none.
  if (plan.total !== undefined && offset >= plan.total) return { rows: [], total: plan.total };
  // The page's ids alone first: walking the sort's index to a deep offset reads only index entries
  // (an index-only scan), and just the page's rows are then read whole and joined with their shop.
  let page = db
    .selectFrom('products')
    .where(filters(plan.kind === 'walk'))
    .select('products.id')
    .limit(query.limit)
    .offset(offset);
  // A search ranks by relevance first.
  if (keyword !== undefined && query.sort === 'comprehensive')
    page = page.orderBy(relevance(db, 'products', keyword), 'desc');
  for (const [column, direction] of PRODUCT_ORDERS[query.sort])
    page = page.orderBy(plan.kind === 'sort-matches' ? unindexed(column) : column, direction);
  const [total, ids] = await Promise.all([
    plan.total ?? countListed(db, query, filters(false)),
    page.execute(),
  ]);
  const order = ids.map((r) => Number(r.id));
  if (order.length === 0) return { rows: [], total };
  const rows = await cardColumns(db).where('products.id', 'in', order).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { rows: order.flatMap((id) => byId.get(id) ?? []), total };
}

/** Past this many rows before a page's end, a common keyword's page is read from its matches. */
const WALK_BOUND = 1_000;

/**
 * How a list with a keyword finds its page: `walk` the sort's index, checking each row against the
 * matches (cheap when they are many: the page is found after a few hundred rows), `sort-matches`
 * (read the matches from the full-text index and sort those that pass the other filters; cheap when
 * they are few), or leave it to the database's `planner`. A plan that had to count answers the total.
 */
async function keywordPlan(
  db: Db,
  query: ProductListQuery,
  offset: number,
  count: () => Promise<number>,
): Promise<{ kind: 'walk' | 'sort-matches' | 'planner'; total?: number }> {
  if (query.keyword === undefined || query.sort === 'comprehensive') return { kind: 'planner' };
  if (db.dialectName === 'postgres') {
    // PostgreSQL's statistics judge one keyword's matches well, but not how they fall in a category
    // or a price range: "monitor" is in three categories, and for "monitor" in a fourth by price
    // it walked the price index through 970 000 rows (2.2 s) for a page with none. With a
    // filter beside the keyword it reads the matches first.
    return { kind: onlyKeyword(query) ? 'planner' : 'sort-matches' };
  }
  // SQLite counts the matches first (in the full-text index alone when the keyword is the only
  // filter: 2 ms for "pro" at a million products): past the cap, walking the sort's index finds page
  // 1 after a few hundred rows, where reading and sorting all 32 000 matches of "pro" took 40 ms. A
  // deep page of a common keyword is left to the matches: the walk grows with the offset.
  if (offset + query.limit > WALK_BOUND) return { kind: 'planner' };
  const total = await count();
  return { kind: total > COUNT_CAP ? 'walk' : 'planner', total };
}

/**
 * A sort column as an expression no index answers (PostgreSQL), so the database reads the matches
 * and sorts them rather than walking the column's index.
 */
const unindexed = (column: string) => sql`coalesce(${sql.ref(column)}, ${sql.ref(column)})`;

const onlyKeyword = (q: ProductListQuery) =>
  !q.category &&
  !q.merchant &&
  q.min_price === undefined &&
  q.max_price === undefined &&
  q.in_stock === undefined &&
  q.kind === undefined;

/**
 * A list's total, counted only up to one past COUNT_CAP: it only says whether another page follows,
 * and counting every product on sale is what made page 1 of "newest" slow on a large catalog.
 * Counted without the shop join (on a large category the join costs a hundred times the count); a
 * keyword alone is counted in the full-text index, which holds just the products on sale, without
 * reading a product.
 */
async function countListed(
  db: Db,
  query: ProductListQuery,
  filters: (eb: ExpressionBuilder<Database, 'products'>) => Expression<SqlBool>,
): Promise<number> {
  if (query.keyword !== undefined && onlyKeyword(query))
    return countMatches(db, 'products', query.keyword, COUNT_CAP + 1);
  const matches = db
    .selectFrom('products')
    .where(filters)
    .select('products.id')
    .limit(COUNT_CAP + 1);
  const { total } = await db
    .selectFrom(matches.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
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
