import type { BillType } from '@crossbay/contract/wallet';
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import {
  addDiscountUsed,
  debitBalances,
  insertBill,
  insertBills,
  type MoneyColumn,
  moveMoney,
} from './ledger-repo.ts';

export type Wallet = 'balance' | 'bonus';
export type Posting = {
  userId: number;
  wallet: Wallet;
  amount: number;
  type: BillType;
  ref?: { type: string; id: number };
  note?: string;
  // When the money moved; the demo history passes the past instant it replays (seed/history).
  at?: string;
};

const COLUMN = { balance: 'balance', bonus: 'bonus_usable' } as const satisfies Record<Wallet, MoneyColumn>;

/**
 * Moves money on one user's wallet and writes its bill row, inside the caller's transaction.
 * A debit is conditional (`where column >= amount`): it returns false and changes nothing when
 * the money is not there, so two racing debits can never both take the same cents.
 */
export async function post(tx: Executor, posting: Posting): Promise<boolean> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0)
    throw new RangeError('a posting moves a non-zero whole number of cents');
  const at = posting.at ?? nowIso();
  const after = await moveMoney(tx, {
    userId: posting.userId,
    column: COLUMN[posting.wallet],
    amount: posting.amount,
    // Discount money given back from an order (a cancel, a refund) was a gift once already.
    gift: posting.wallet === 'bonus' && posting.amount > 0 && posting.ref?.type !== 'order',
    at,
  });
  if (after === null) return false;
  await insertBill(tx, {
    user_id: posting.userId,
    wallet: posting.wallet,
    type: posting.type,
    amount: posting.amount,
    balance_after: after,
    ref_type: posting.ref?.type ?? null,
    ref_id: posting.ref?.id ?? null,
    note: posting.note ?? null,
    created_at: at,
  });
  return true;
}

/** A buyer's orders paid from their balance, which the caller read under the buyer's lock as `before`. */
export type BalancePayment = { userId: number; orders: { id: number; amount: number }[]; before: number };

/**
 * Pays orders from the balances of one or more buyers: one conditional debit statement for all of them
 * (each buyer's sum) and one bill row per order, each with its buyer's balance as it stood after that
 * order (so the rows read as if paid one by one), sent together. Answers false when a balance did not
 * hold its sum: the bill rows were written all the same, and the caller's transaction must roll back.
 */
export async function payFromBalance(tx: Executor, payments: BalancePayment[], at: string): Promise<boolean> {
  const debits: [number, number][] = [];
  const bills = payments.flatMap(({ userId, orders, before }) => {
    const charged = orders.filter((o) => o.amount > 0);
    if (!charged.every((o) => Number.isSafeInteger(o.amount)))
      throw new RangeError('a posting moves a whole number of cents');
    const sum = charged.reduce((a, o) => a + o.amount, 0);
    if (sum === 0) throw new RangeError('orders with nothing to pay move no money');
    debits.push([userId, sum]);
    let running = before;
    return charged.map((o) => {
      running -= o.amount;
      return {
        user_id: userId,
        wallet: 'balance' as const,
        type: 'payment' as const,
        amount: -o.amount,
        balance_after: running,
        ref_type: 'order',
        ref_id: o.id,
        note: null,
        created_at: at,
      };
    });
  });
  const [after] = await Promise.all([debitBalances(tx, debits, at), insertBills(tx, bills)]);
  for (const { userId, before } of payments) {
    const sum = debits.find(([id]) => id === userId)?.[1] ?? 0;
    const left = after.get(userId);
    if (left === undefined) return false;
    if (left !== before - sum) throw new Error(`the balance of buyer ${userId} moved under their lock`);
  }
  return true;
}

/**
 * The discount money an order set aside is counted as used when the order is paid (`amount` > 0),
 * and no longer when a full refund gives it back (`amount` < 0). No bill row: the money moved, with
 * its row, when it was set aside or given back.
 */
export async function countDiscountUsed(tx: Executor, userId: number, amount: number): Promise<void> {
  await addDiscountUsed(tx, userId, amount);
}

export type Drift = { user_id: number; account: string; wallet: Wallet; stored: number; ledger: number };

/** Every user's balance and usable discount money against the sum of their bill rows. */
export async function ledgerDrift(db: Executor): Promise<Drift[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.account',
      'users.balance',
      'users.bonus_usable',
      eb
        .selectFrom('bill')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('amount'), sql<number>`0`).as('s'))
        .whereRef('bill.user_id', '=', 'users.id')
        .where('bill.wallet', '=', 'balance')
        .as('balance_sum'),
      eb
        .selectFrom('bill')
        .select((b) => b.fn.coalesce(b.fn.sum<number>('amount'), sql<number>`0`).as('s'))
        .whereRef('bill.user_id', '=', 'users.id')
        .where('bill.wallet', '=', 'bonus')
        .as('bonus_sum'),
    ])
    .execute();
  const drift: Drift[] = [];
  for (const r of rows) {
    const checks = [
      ['balance', Number(r.balance), Number(r.balance_sum ?? 0)],
      ['bonus', Number(r.bonus_usable), Number(r.bonus_sum ?? 0)],
    ] as const;
    for (const [wallet, stored, ledger] of checks) {
      if (stored !== ledger)
        drift.push({ user_id: Number(r.id), account: r.account, wallet, stored, ledger });
    }
  }
  return drift;
}
