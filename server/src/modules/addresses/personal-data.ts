import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';
import { deleteAddressesOf } from './repo.ts';

export const addressRowsOf = (db: Executor, userId: number) => ownedRows(db, 'addresses', userId);

/** A closing account's address book goes (decision 0124); the orders keep the address each was sent to. */
export const forgetAddressesOf = (tx: Executor, userId: number) => deleteAddressesOf(tx, userId);
