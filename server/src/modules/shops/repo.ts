import { type Insertable, sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { MerchantsTable } from '#server/db/schema.ts';
import { matching } from '#server/modules/search/matching.ts';

export type ShopFilter = { ids?: number[]; keyword?: string | undefined; followedBy?: number };

/** Shop cards with review counts for the favourable rate and the viewer's follow mark. */
export async function listShops(
  db: Db,
  filter: ShopFilter,
  page: number,
  limit: number,
  viewerId: number | null,
) {
  const found = filter.keyword ? matching(db, 'merchants', filter.keyword) : null;
  if (filter.keyword && !found) return { rows: [], total: 0 };
  let base = db
    .selectFrom('merchants')
    .$if(found !== null, (qb) =>
      qb.innerJoin((found as NonNullable<typeof found>).as('found'), 'found.match_id', 'merchants.id'),
    )
    .where('merchants.status', '=', 'open');
  if (filter.ids) base = base.where('merchants.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.followedBy !== undefined) {
    const follower = filter.followedBy;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('follows')
          .select('follows.id')
          .whereRef('follows.merchant_id', '=', 'merchants.id')
          .where('follows.user_id', '=', follower),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = base
    .select((eb) => [
      'merchants.id',
      'merchants.name',
      'merchants.logo',
      'merchants.banner',
      'merchants.description',
      'merchants.sales',
      'merchants.fans',
      'merchants.created_at',
      eb
        .selectFrom('reviews')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('reviews.merchant_id', '=', 'merchants.id')
        .as('review_count'),
      eb
        .selectFrom('reviews')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('reviews.merchant_id', '=', 'merchants.id')
        .where('reviews.product_score', '>=', 4)
        .as('good_count'),
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.merchant_id', '=', 'merchants.id')
        .where('products.status', '=', 'on_sale')
        .as('product_count'),
      eb
        .selectFrom('follows')
        .select('follows.id')
        .whereRef('follows.merchant_id', '=', 'merchants.id')
        .where('follows.user_id', '=', viewerId ?? 0)
        .as('follow_id'),
    ])
    .limit(limit)
    .offset((page - 1) * limit);
  if (found) rows = rows.orderBy(sql`found.relevance`, 'desc');
  rows = rows.orderBy('merchants.sales', 'desc').orderBy('merchants.id');
  return { rows: await rows.execute(), total: Number(total) };
}

/** One follow per buyer and shop; the fans count moves only when a row really appears or goes. */
export async function addFollow(tx: Tx, userId: number, shopId: number, now: string): Promise<boolean> {
  const inserted = await tx
    .insertInto('follows')
    .values({ user_id: userId, merchant_id: shopId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await tx
    .updateTable('merchants')
    .set((eb) => ({ fans: eb('fans', '+', 1) }))
    .where('id', '=', shopId)
    .execute();
  return true;
}

export async function removeFollow(tx: Tx, userId: number, shopId: number): Promise<boolean> {
  const deleted = await tx
    .deleteFrom('follows')
    .where('user_id', '=', userId)
    .where('merchant_id', '=', shopId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  await tx
    .updateTable('merchants')
    .set((eb) => ({ fans: eb('fans', '-', 1) }))
    .where('id', '=', shopId)
    .execute();
  return true;
}

export async function shopExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function addShopSales(tx: Executor, shopId: number, units: number): Promise<void> {
  await tx
    .updateTable('merchants')
    .set((eb) => ({ sales: eb('sales', '+', units) }))
    .where('id', '=', shopId)
    .execute();
}

export async function insertShop(tx: Executor, shop: Insertable<MerchantsTable>): Promise<number> {
  const row = await tx.insertInto('merchants').values(shop).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Open shops with ids from `from` to `to` (a sitemap's page), in id order. */
export async function openShopsBetween(db: Db, from: number, to: number) {
  return db
    .selectFrom('merchants')
    .select(['id', 'created_at'])
    .where('status', '=', 'open')
    .where('id', '>=', from)
    .where('id', '<=', to)
    .orderBy('id')
    .execute();
}

export async function highestShopId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
