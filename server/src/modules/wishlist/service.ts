import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import type { WishlistAnswer, WishlistItem } from '@crossbay/contract/wishlist';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { toProductCard } from '#server/modules/catalog/service.ts';
import * as repo from './repo.ts';

/** Idempotent: saving twice is one save. Only a product on sale can be saved. */
export async function save(db: Db, userId: number, productId: number): Promise<WishlistAnswer> {
  const product = await repo.productStatus(db, productId);
  if (!product) throw new DomainError(Codes.NotFound, 'errors.productNotFound');
  if (product.status !== 'on_sale') throw new DomainError(Codes.ProductOffSale);
  await repo.addSaved(db, userId, productId, nowIso());
  return { saved: true, total: await repo.countSaved(db, userId) };
}

/** Idempotent: removing a product that is not saved (or no longer exists) changes nothing. */
export async function unsave(db: Db, userId: number, productId: number): Promise<WishlistAnswer> {
  await repo.removeSaved(db, userId, productId);
  return { saved: false, total: await repo.countSaved(db, userId) };
}

/** Products taken off sale stay on the list, marked, so the buyer sees what became of them and can remove them. */
export async function savedProducts(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<WishlistItem>> {
  const { rows, total } = await repo.listSaved(db, userId, page, limit);
  const list = rows.map((row) => ({
    ...toProductCard(row),
    on_sale: row.status === 'on_sale',
    saved_at: row.saved_at,
  }));
  return { list, total, page, limit };
}

export async function savedIds(db: Db, userId: number): Promise<{ ids: number[] }> {
  return { ids: await repo.savedIds(db, userId) };
}
