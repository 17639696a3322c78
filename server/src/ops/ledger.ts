import { formatCents, parseCents } from '@crossbay/contract/money';
import type { Db } from '#server/db/connect.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import type { OpsContext } from './context.ts';

export async function ledgerCheck({ db, out }: OpsContext): Promise<number> {
  const drift = await ledgerDrift(db);
  const { users } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('users'))
    .executeTakeFirstOrThrow();
  if (drift.length === 0) {
    out(`ledger ok: ${Number(users)} users, every balance equals the sum of its bill rows`);
    return 0;
  }
  for (const d of drift) {
    out(
      `DRIFT user ${d.user_id} (${d.account}) ${d.wallet}: stored ${formatCents(d.stored)}, bill rows ${formatCents(d.ledger)}`,
    );
  }
  return 1;
}

export async function userIdByAccount(db: Db, account: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('account_key', '=', account.toLowerCase())
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * `grant <account> <amount> [--note text] [--bonus]`: an operator adjustment, positive or negative, of the balance
 * or (`--bonus`) of the discount money.
 */
export async function grant(
  { db, out }: OpsContext,
  account: string | undefined,
  amount: string | undefined,
  note: string,
  bonus = false,
): Promise<number> {
  const cents = parseCents(amount, { allowNegative: true });
  if (!account || cents === null || cents === 0) {
    out('usage: grant <account> <amount> [--note text] [--bonus]   (amount like 12.50 or -3.00)');
    return 2;
  }
  const userId = await userIdByAccount(db, account);
  if (userId === null) {
    out(`no user with account "${account}"`);
    return 1;
  }
  const done = await db.transaction().execute((tx) =>
    post(tx, {
      userId,
      wallet: bonus ? 'bonus' : 'balance',
      amount: cents,
      type: bonus ? 'discount' : 'adjustment',
      note,
    }),
  );
  const what = bonus ? 'discount money' : 'balance';
  if (!done) {
    out(`not done: the ${what} of ${account} is below ${formatCents(-cents)}`);
    return 1;
  }
  out(`granted ${formatCents(cents)} of ${what} to ${account}`);
  return 0;
}
