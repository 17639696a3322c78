import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';

export const voucherRowsOf = (db: Executor, userId: number) => ownedRows(db, 'buyer_vouchers', userId);
