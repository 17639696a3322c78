import type { AddressBody } from '@crossbay/contract/address';
import { PLACE_FIELDS } from '@crossbay/contract/address-countries';
import type { Updateable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { AddressesTable } from '#server/db/schema.ts';

const COLUMNS = ['id', 'addressee', 'mobile', 'country', ...PLACE_FIELDS, 'tag', 'is_default'] as const;

export async function listAddresses(db: Executor, userId: number, page: number, limit: number) {
  const base = db.selectFrom('addresses').where('user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

// Every query names the owner: another buyer's id finds nothing.
export async function findAddress(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function clearDefault(db: Executor, userId: number) {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function newestAddressId(db: Executor, userId: number) {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function insertAddress(
  db: Executor,
  userId: number,
  fields: Omit<AddressBody, 'id' | 'is_default'>,
  isDefault: boolean,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId, is_default: isDefault ? 1 : 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAddress(
  db: Executor,
  userId: number,
  id: number,
  changes: Updateable<AddressesTable>,
): Promise<void> {
  await db.updateTable('addresses').set(changes).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAddressRow(db: Executor, userId: number, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAddressesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
}
