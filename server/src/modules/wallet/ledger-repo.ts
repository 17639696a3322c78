import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';
import type { BillTable } from '#server/db/schema.ts';

export type MoneyColumn = 'balance' | 'bonus_usable';

/**
 * Adds `amount` (signed cents) to one money column of a user; a debit is conditional
 * (`where column >= amount`). Answers the column's new value, or null when nothing moved.
 * `gift` also counts a credit of discount money into `bonus_total`.
 */
export async function moveMoney(
  tx: Executor,
  move: { userId: number; column: MoneyColumn; amount: number; gift: boolean; at: string },
): Promise<number | null> {
  const { userId, column, amount } = move;
  let update = tx
    .updateTable('users')
    .set({ [column]: sql`${sql.ref(column)} + ${amount}`, updated_at: move.at })
    .where('id', '=', userId);
  if (amount < 0) update = update.where(column, '>=', -amount);
  if (move.gift) update = update.set({ bonus_total: sql`bonus_total + ${amount}` });
  const row = await update.returning(sql.ref<number>(column).as('after')).executeTakeFirst();
  return row ? Number(row.after) : null;
}

const billsInserted = compiledOnce((tx, rows: Insertable<BillTable>[]) => tx.insertInto('bill').values(rows));

export async function insertBills(tx: Executor, rows: Insertable<BillTable>[]): Promise<void> {
  if (rows.length > 0) await billsInserted(tx, rows);
}

export async function insertBill(tx: Executor, row: Insertable<BillTable>): Promise<void> {
  await tx.insertInto('bill').values(row).execute();
}

/** Discount money an order spent, counted as used (`amount` > 0) or no longer (`amount` < 0, never below 0). */
export async function addDiscountUsed(tx: Executor, userId: number, amount: number): Promise<void> {
  let update = tx
    .updateTable('users')
    .set((eb) => ({ bonus_used: eb('bonus_used', '+', amount) }))
    .where('id', '=', userId);
  if (amount < 0) update = update.where('bonus_used', '>=', -amount);
  await update.execute();
}
