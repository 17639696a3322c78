import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';

export const billRowsOf = (db: Executor, userId: number) => ownedRows(db, 'bill', userId);
export const rechargeRowsOf = (db: Executor, userId: number) => ownedRows(db, 'recharges', userId);
export const withdrawalRowsOf = (db: Executor, userId: number) => ownedRows(db, 'withdrawals', userId);

export type OpenMoney = 'balance' | 'recharges' | 'withdrawals';

/** What of the buyer's money is not settled, in the order a closing account is told to settle it; null when none. */
export async function openMoneyOf(db: Executor, userId: number): Promise<OpenMoney | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.balance',
      eb
        .exists(
          eb
            .selectFrom('recharges')
            .select('recharges.id')
            .where('recharges.user_id', '=', userId)
            .where('recharges.status', '=', 'auditing'),
        )
        .as('recharging'),
      eb
        .exists(
          eb
            .selectFrom('withdrawals')
            .select('withdrawals.id')
            .where('withdrawals.user_id', '=', userId)
            .where('withdrawals.status', '=', 'auditing'),
        )
        .as('withdrawing'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(row.balance) > 0) return 'balance';
  if (row.recharging && Number(row.recharging) !== 0) return 'recharges';
  if (row.withdrawing && Number(row.withdrawing) !== 0) return 'withdrawals';
  return null;
}
