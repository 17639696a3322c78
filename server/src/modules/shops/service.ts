import type { ShopDetail, ShopSummary } from '@crossbay/contract/catalog';
import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import type { Insertable } from 'kysely';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { MerchantsTable } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { indexText } from '#server/modules/search/indexing.ts';
import {
  addFollow,
  addShopSales,
  highestShopId,
  insertShop,
  listShops,
  openShopsBetween,
  removeFollow,
  type ShopFilter,
  shopExists,
} from './repo.ts';

type Row = Awaited<ReturnType<typeof listShops>>['rows'][number];

/** Share of reviews scoring 4 or 5, in percent with one decimal; null while there are none. */
export function favourableRate(reviews: number, good: number): number | null {
  return reviews === 0 ? null : Math.round((good * 1000) / reviews) / 10;
}

function toDetail(row: Row): ShopDetail {
  return {
    id: Number(row.id),
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    sales: Number(row.sales),
    fans: Number(row.fans),
    favourable_rate: favourableRate(Number(row.review_count ?? 0), Number(row.good_count ?? 0)),
    followed: row.follow_id !== null && row.follow_id !== undefined,
    product_count: Number(row.product_count ?? 0),
    created_at: row.created_at,
  };
}

export async function shops(
  db: Db,
  filter: ShopFilter,
  page: number,
  limit: number,
  viewerId: number | null,
) {
  const { rows, total } = await listShops(db, filter, page, limit, viewerId);
  return { list: rows.map(toDetail), total, page, limit } satisfies Page<ShopSummary>;
}

export async function shop(db: Db, id: number, viewerId: number | null): Promise<ShopDetail> {
  const { rows } = await listShops(db, { ids: [id] }, 1, 1, viewerId);
  const row = rows[0];
  if (!row) throw new DomainError(Codes.NotFound);
  return toDetail(row);
}

/** Idempotent: following twice is one follow; answers the shop's fans count after. */
export async function follow(
  db: Db,
  userId: number,
  shopId: number,
  on: boolean,
): Promise<{ followed: boolean; fans: number }> {
  if (!(await shopExists(db, shopId))) throw new DomainError(Codes.NotFound);
  await db
    .transaction()
    .execute((tx) => (on ? addFollow(tx, userId, shopId, nowIso()) : removeFollow(tx, userId, shopId)));
  // The shop's fans moved.
  await catalogChanged(db);
  const { fans } = await db
    .selectFrom('merchants')
    .select('fans')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { followed: on, fans: Number(fans) };
}

/** Adds folded sales to the shops' counters, shops by id (the lock order, after products). */
export async function countShopSales(tx: Executor, units: Map<number, number>): Promise<void> {
  await Promise.all([...units].sort(([a], [b]) => a - b).map(([id, sold]) => addShopSales(tx, id, sold)));
}

/** An operator's new shop, found by search at once. */
export async function addShop(db: Db, name: string, description: string): Promise<number> {
  const id = await db.transaction().execute(async (tx) => {
    const shopId = await insertShop(tx, { name, description, created_at: nowIso() });
    await indexText(db.dialectName, tx, 'merchants', shopId, name);
    return shopId;
  });
  await catalogChanged(db);
  return id;
}

/** A shop of the demo seed as given (logo, banner, opening date), inside its transaction and found by search at once. */
export async function importShop(
  dialect: DialectName,
  tx: Tx,
  shop: Insertable<MerchantsTable>,
): Promise<number> {
  const id = await insertShop(tx, shop);
  await indexText(dialect, tx, 'merchants', id, shop.name);
  return id;
}

/** A follow of the demo history, on the day it was made. */
export async function importFollow(tx: Tx, userId: number, shopId: number, at: string): Promise<void> {
  await addFollow(tx, userId, shopId, at);
}

/** The open shops with ids from `from` to `to`: one page of the sitemap. */
export async function shopsForSitemap(db: Db, from: number, to: number) {
  const rows = await openShopsBetween(db, from, to);
  return rows.map((row) => ({ id: Number(row.id), changed: row.created_at }));
}

export const lastShopId = (db: Db): Promise<number> => highestShopId(db);
