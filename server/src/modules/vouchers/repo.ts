import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { VouchersTable } from '#server/db/schema.ts';

const TERMS = ['kind', 'value', 'min_spend', 'ends_at'] as const;

export async function insertVoucher(db: Executor, row: Insertable<VouchersTable>): Promise<number> {
  const { id } = await db.insertInto('vouchers').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function setDisabled(db: Executor, id: number): Promise<boolean> {
  const done = await db.updateTable('vouchers').set({ disabled: 1 }).where('id', '=', id).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function allVouchers(db: Executor) {
  return db.selectFrom('vouchers').selectAll().orderBy('id').execute();
}

export async function findVoucher(db: Executor, id: number) {
  return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The vouchers on offer now for a shop's goods: the shop's own and the platform's. */
export async function offeredFor(db: Executor, shopId: number, now: string) {
  return db
    .selectFrom('vouchers')
    .select(['id', 'merchant_id', ...TERMS, 'total_limit', 'per_buyer_limit', 'claimed_count'])
    .where((eb) => eb.or([eb('merchant_id', '=', shopId), eb('merchant_id', 'is', null)]))
    .where('disabled', '=', 0)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('id')
    .execute();
}

/** How many of each voucher the buyer holds (used or not), and how many unused. */
export async function heldCounts(db: Executor, userId: number, voucherIds: number[]) {
  if (voucherIds.length === 0) return [];
  return db
    .selectFrom('buyer_vouchers')
    .select((eb) => [
      'voucher_id',
      eb.fn.countAll<number>().as('held'),
      eb.fn.count<number>('id').filterWhere('order_id', 'is', null).as('unused'),
    ])
    .where('user_id', '=', userId)
    .where('voucher_id', 'in', voucherIds)
    .groupBy('voucher_id')
    .execute();
}

/** Counts one more collected unless every voucher is: the conditional update that keeps the total limit. */
export async function takeClaim(tx: Tx, voucherId: number, now: string): Promise<boolean> {
  const done = await tx
    .updateTable('vouchers')
    .set((eb) => ({ claimed_count: eb('claimed_count', '+', 1) }))
    .where('id', '=', voucherId)
    .where('disabled', '=', 0)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('claimed_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function insertHeld(tx: Tx, voucherId: number, userId: number, now: string): Promise<void> {
  await tx
    .insertInto('buyer_vouchers')
    .values({ voucher_id: voucherId, user_id: userId, claimed_at: now })
    .execute();
}

/** Every voucher the buyers hold unused and unexpired: one statement for a checkout's batch. */
export async function usableOf(db: Executor, userIds: number[], now: string) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('buyer_vouchers as b')
    .innerJoin('vouchers as v', 'v.id', 'b.voucher_id')
    .select(['b.id', 'b.user_id', 'v.merchant_id', 'v.kind', 'v.value', 'v.min_spend', 'v.ends_at'])
    .where('b.user_id', 'in', userIds)
    .where('b.order_id', 'is', null)
    .where('v.ends_at', '>', now)
    .execute();
}

/** Marks a held voucher used by an order, unless it already is: two orders never use one voucher. */
export async function markUsed(tx: Tx, id: number, userId: number, orderId: number, at: string) {
  const done = await tx
    .updateTable('buyer_vouchers')
    .set({ order_id: orderId, used_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The vouchers these orders used, unused again if not yet expired; answers how many came back. */
export async function releaseFrom(tx: Executor, orderIds: number[], now: string): Promise<number> {
  if (orderIds.length === 0) return 0;
  const done = await tx
    .updateTable('buyer_vouchers')
    .set({ order_id: null, used_at: null })
    .where('order_id', 'in', orderIds)
    .where('voucher_id', 'in', (eb) => eb.selectFrom('vouchers').select('id').where('ends_at', '>', now))
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** The buyer's vouchers with their shop's name, newest collected first. */
export async function heldBy(db: Db, userId: number) {
  return db
    .selectFrom('buyer_vouchers as b')
    .innerJoin('vouchers as v', 'v.id', 'b.voucher_id')
    .leftJoin('merchants as m', 'm.id', 'v.merchant_id')
    .select([
      'b.id',
      'b.voucher_id',
      'b.order_id',
      'b.used_at',
      'v.merchant_id',
      'm.name as merchant_name',
      'v.kind',
      'v.value',
      'v.min_spend',
      'v.ends_at',
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.id', 'desc')
    .limit(500)
    .execute();
}
