import { type Address, type AddressBody, MAX_ADDRESSES } from '@crossbay/contract/address';
import { formatPlace } from '@crossbay/contract/address-format';
import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { underBuyerLock } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import * as repo from './repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAddress>>>;
const toAddress = (row: Row): Address => ({
  ...row,
  id: Number(row.id),
  lines: formatPlace(row),
  is_default: Number(row.is_default) === 1,
});

export async function addresses(db: Db, userId: number, page: number, limit: number): Promise<Page<Address>> {
  const { rows, total } = await repo.listAddresses(db, userId, page, limit);
  return { list: rows.map(toAddress), total, page, limit };
}

export async function address(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw new DomainError(Codes.NotFound);
  return toAddress(row);
}

/** Adds or edits. Exactly one default whenever the buyer has any address: the first one is it. */
export async function saveAddress(db: Db, userId: number, body: AddressBody): Promise<Address> {
  const id = await db.transaction().execute(async (tx) => {
    const { id: editId, is_default, ...fields } = body;
    // Under the buyer's lock, so that adds sent at once cannot pass the cap together.
    const existing = await underBuyerLock(tx, db.dialectName, userId, (tx) =>
      repo.listAddresses(tx, userId, 1, 1),
    );
    if (editId === undefined && existing.total >= MAX_ADDRESSES)
      throw new DomainError(Codes.AddressLimitReached, undefined, { vars: { max: MAX_ADDRESSES } });
    const makeDefault = is_default || existing.total === 0 || (editId !== undefined && existing.total === 1);
    if (makeDefault) await repo.clearDefault(tx, userId);
    if (editId !== undefined) {
      const current = await repo.findAddress(tx, userId, editId);
      if (!current) throw new DomainError(Codes.NotFound);
      const keepDefault = makeDefault || Number(current.is_default) === 1;
      await repo.updateAddress(tx, userId, editId, { ...fields, is_default: keepDefault ? 1 : 0 });
      return editId;
    }
    return repo.insertAddress(tx, userId, fields, makeDefault, nowIso());
  });
  return address(db, userId, id);
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (!(await repo.findAddress(tx, userId, id))) throw new DomainError(Codes.NotFound);
    await repo.clearDefault(tx, userId);
    await repo.updateAddress(tx, userId, id, { is_default: 1 });
  });
}

/** Deleting the default hands it to the newest remaining address. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await repo.findAddress(tx, userId, id);
    if (!current) throw new DomainError(Codes.NotFound);
    await repo.deleteAddressRow(tx, userId, id);
    if (Number(current.is_default) !== 1) return;
    const next = await repo.newestAddressId(tx, userId);
    if (next !== null) await repo.updateAddress(tx, userId, next, { is_default: 1 });
  });
}

/** A demo buyer's home address, the default, as of the day they joined (inside the seed's transaction). */
export async function importAddress(
  tx: Tx,
  userId: number,
  fields: Omit<AddressBody, 'id' | 'is_default'>,
  at: string,
): Promise<number> {
  return repo.insertAddress(tx, userId, fields, true, at);
}
