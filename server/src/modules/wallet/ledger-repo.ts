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
  const kind = `${column} ${amount < 0 ? 'debit' : 'credit'}${move.gift ? ' gift' : ''}`;
  let statement = moneyMoves.get(kind);
  if (!statement) {
    statement = moneyMove(column, amount < 0, move.gift);
    moneyMoves.set(kind, statement);
  }
  const [row] = await statement(tx, userId, amount, -amount, move.at);
  return row ? Number(row.after) : null;
}

/** One statement per column and kind of move, each compiled once. */
const moneyMove = (column: MoneyColumn, debit: boolean, gift: boolean) =>
  compiledOnce((tx, userId: number, amount: number, debited: number, at: string) => {
    let update = tx
      .updateTable('users')
      .set({ [column]: sql`${sql.ref(column)} + ${amount}`, updated_at: at })
      .where('id', '=', userId);
    if (debit) update = update.where(column, '>=', debited);
    if (gift) update = update.set({ bonus_total: sql`bonus_total + ${amount}` });
    return update.returning(sql.ref<number>(column).as('after'));
  });
const moneyMoves = new Map<string, ReturnType<typeof moneyMove>>();

const balancesDebited = compiledOnce((_tx, userIds: number[], sums: number[], at: string) => {
  const sum = sql`(case id ${sql.join(
    userIds.map((id, k) => sql`when ${id} then cast(${sums[k]} as bigint)`),
    sql` `,
  )} end)`;
  return sql<{ id: number; after: number }>`update users set balance = balance - ${sum}, updated_at = ${at}
    where id in (${sql.join(userIds)}) and balance >= ${sum} returning id, balance as after`;
});

/**
 * Takes `[userId, cents]` from each buyer's balance in one statement, each only if the balance holds it;
 * answers the balances after, by buyer (one missing was not debited).
 */
export async function debitBalances(
  tx: Executor,
  debits: [number, number][],
  at: string,
): Promise<Map<number, number>> {
  const rows = await balancesDebited(
    tx,
    debits.map(([id]) => id),
    debits.map(([, cents]) => cents),
    at,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.after)]));
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
