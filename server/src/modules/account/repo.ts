import { type Insertable, sql, type Updateable } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { UsersTable } from '#server/db/schema.ts';
import type { COLUMN_OWNERS } from '#server/db/table-owners.ts';

/** A user's row without the money on it: that is the wallet's, moved only by its ledger. */
export type AccountColumns = Omit<UsersTable, (typeof COLUMN_OWNERS)['users']['columns'][number]>;

/** A buyer's own columns as the buyer may see them: no hash (password, payment code) and no lookup key. */
export const SHOWN_USER_COLUMNS = [
  'id',
  'account',
  'username',
  'given_name',
  'email',
  'mobile',
  'avatar',
  'kind',
  'lang',
  'display_currency',
  'balance',
  'bonus_total',
  'bonus_usable',
  'bonus_used',
] as const;

// What the user info answer shows, no more: a wider row costs its conversion on every page a buyer opens.
const userById = compiledOnce((db, id: number) =>
  db
    .selectFrom('users')
    .select([...SHOWN_USER_COLUMNS, sql<boolean>`pay_code_hash is not null`.as('has_pay_code')])
    .where('id', '=', id),
);

export async function findUser(db: Db, id: number) {
  return (await userById(db, id))[0];
}

export async function insertUser(db: Executor, user: Insertable<AccountColumns>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateUser(
  db: Executor,
  userId: number,
  changes: Updateable<AccountColumns>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Disables a user once; answers whether this call did. */
export async function disableUser(db: Executor, userId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: at })
    .where('id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The nonce's primary key makes a ticket work once, even for two racing requests. */
export async function useLoginTicket(db: Executor, nonce: string, usedAt: string, expiresAt: string) {
  const used = await db
    .insertInto('login_tickets')
    .values({ nonce, used_at: usedAt, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(used.numInsertedOrUpdatedRows ?? 0) === 1;
}
