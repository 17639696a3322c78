import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';

export const wishlistRowsOf = (db: Executor, userId: number) => ownedRows(db, 'wishlist', userId);
