import { formatCents } from '@crossbay/contract/money';
import type { OpsContext } from './context.ts';
import { userIdByAccount } from './ledger.ts';

export async function userShow({ db, out }: OpsContext, account: string | undefined): Promise<number> {
  if (!account) {
    out('usage: user show <account>');
    return 2;
  }
  const id = await userIdByAccount(db, account);
  const user =
    id === null
      ? undefined
      : await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) {
    out(`no user with account "${account}"`);
    return 1;
  }
  const sessions = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', Number(user.id))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirstOrThrow();
  const lines: [string, string][] = [
    ['id', String(user.id)],
    ['account', user.account],
    ['kind', user.kind],
    ['email', user.email ?? '-'],
    ['mobile', user.mobile ?? '-'],
    ['name', [user.username, user.given_name].filter(Boolean).join(' ') || '-'],
    ['language', user.lang],
    ['balance', formatCents(Number(user.balance))],
    [
      'discount money',
      `usable ${formatCents(Number(user.bonus_usable))}, used ${formatCents(Number(user.bonus_used))}, total ${formatCents(Number(user.bonus_total))}`,
    ],
    ['payment code', user.pay_code_hash ? 'set' : 'not set'],
    ['open sessions', String(Number(sessions.n))],
    ['registered', user.created_at],
  ];
  for (const [label, value] of lines) out(`${label.padEnd(15)} ${value}`);
  return 0;
}
