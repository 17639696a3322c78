import type { App } from '#server/app.ts';
import { nowIso } from '#server/lib/clock.ts';
import { hashSecret } from '#server/lib/password.ts';
import { postJson } from './test-app.ts';

/** A new buyer and a token for them, through the real login endpoint. */
export async function newBuyer(
  app: App,
  account: string,
  options: { payCode?: string; email?: string } = {},
) {
  const now = nowIso();
  const row = await app.db
    .insertInto('users')
    .values({
      account,
      account_key: account.toLowerCase(),
      password_hash: await hashSecret('secret-pass'),
      pay_code_hash: options.payCode ? await hashSecret(options.payCode) : null,
      email: options.email ?? `${account.toLowerCase()}@example.com`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await postJson<{ userinfo: { token: string } }>(app, '/api/user/login', {
    account,
    password: 'secret-pass',
  });
  return { id: Number(row.id), token: login.body.data.userinfo.token };
}

export async function balanceOf(app: App, userId: number): Promise<number> {
  const user = await app.db
    .selectFrom('users')
    .select('balance')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(user.balance);
}
