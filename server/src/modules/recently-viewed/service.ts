import type { RecentlyViewed, ViewedCards } from '@crossbay/contract/recommendations';
import type { Db } from '#server/db/connect.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { nowIso } from '#server/lib/clock.ts';
import { toProductCard } from '#server/modules/catalog/service.ts';
import * as repo from './repo.ts';

/** A logged-in buyer opened a product: it goes to the top of the list. */
export async function productViewed(db: Db, userId: number, productId: number): Promise<void> {
  await inTransaction(db, (tx) => repo.markViewed(tx, userId, [{ productId, viewedAt: nowIso() }]));
}

/**
 * A visitor's browser list joins the account at login. Those products were viewed just before the
 * login, so they go above the account's older views, in the visitor's order; unknown ids are skipped.
 */
export async function mergeViewed(db: Db, userId: number, productIds: number[]): Promise<RecentlyViewed> {
  const known = await repo.knownProducts(db, productIds);
  const now = Date.now();
  const seen = new Set<number>();
  const views = productIds.flatMap((productId, index) => {
    if (!known.has(productId) || seen.has(productId)) return [];
    seen.add(productId);
    // Newest first: each a millisecond older than the one before it in the list.
    return [{ productId, viewedAt: new Date(now - index).toISOString() }];
  });
  await inTransaction(db, (tx) => repo.markViewed(tx, userId, views));
  return recentlyViewed(db, userId);
}

export async function recentlyViewed(db: Db, userId: number): Promise<RecentlyViewed> {
  const rows = await repo.listViewed(db, userId);
  return { list: rows.map((row) => ({ ...toProductCard(row), viewed_at: row.viewed_at })) };
}

export async function clearViewed(db: Db, userId: number): Promise<RecentlyViewed> {
  await repo.clearViewed(db, userId);
  return { list: [] };
}

/** Cards of the products of a visitor's list that are on sale, in its order. */
export async function viewedCards(db: Db, ids: number[]): Promise<ViewedCards> {
  const rows = await repo.onSaleCards(db, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), toProductCard(row)]));
  return { list: ids.flatMap((id) => byId.get(id) ?? []) };
}
