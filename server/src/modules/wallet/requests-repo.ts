import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { RechargesTable, WithdrawalsTable } from '#server/db/schema.ts';

// The buyer's recharge and withdrawal requests, and the transfer references recharges carry.

export async function insertRecharge(db: Executor, recharge: Insertable<RechargesTable>): Promise<number> {
  const row = await db.insertInto('recharges').values(recharge).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertWithdrawal(
  db: Executor,
  withdrawal: Insertable<WithdrawalsTable>,
): Promise<number> {
  const row = await db.insertInto('withdrawals').values(withdrawal).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

type Decided =
  | { status: 'passed'; arrival: number; decided_at: string }
  | { status: 'refused'; refuse_reason: string; decided_at: string };

/** An operator's decision on a request still auditing, once: answers whether this call made it. */
export async function decideRequest(
  db: Executor,
  table: 'recharges' | 'withdrawals',
  id: number,
  decision: Decided,
): Promise<boolean> {
  const moved = await db
    .updateTable(table)
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'auditing')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Nothing is written when the user or the code already has a row (a racing first request). */
export async function insertReference(db: Executor, userId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('recharge_references')
    .values({ user_id: userId, code, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
