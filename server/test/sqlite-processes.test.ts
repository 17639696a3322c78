import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { migrateToLatest } from '#server/db/migrate.ts';
import { nowIso } from '#server/lib/clock.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { freshDatabase, type TestDb } from './support/test-db.ts';

const PAYER = resolve(import.meta.dirname, 'support/sqlite-payer.ts');
const PAYMENTS = 100;
const START_BALANCE = 10_000;

// WEB_CONCURRENCY=2 on the embedded SQLite: two processes, each with its own connection to one file.
describe('two server processes on one SQLite file pay from one balance', {
  skip: dialects.includes('sqlite') ? false : 'SQLite only: the default pass runs it',
}, () => {
  let t: TestDb;
  let userId: number;
  const file = () => resolve(t.dataDir, 'crossbay.sqlite');

  before(async () => {
    t = await freshDatabase('sqlite');
    await migrateToLatest(t.db);
    const now = nowIso();
    const row = await t.db
      .insertInto('users')
      .values({
        account: 'payer',
        account_key: 'payer',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = Number(row.id);
    await t.db
      .transaction()
      .execute((tx) => post(tx, { userId, wallet: 'balance', amount: START_BALANCE, type: 'adjustment' }));
  });
  after(() => t.drop());

  it('takes every payment of both, each once, though each read the balance before the other wrote', async () => {
    const startAt = String(Date.now() + 2_000);
    const run = (firstOrder: number) =>
      promisify(execFile)(process.execPath, [
        PAYER,
        file(),
        String(userId),
        String(PAYMENTS),
        String(firstOrder),
        startAt,
      ]);
    const answers = await Promise.all([run(1), run(1 + PAYMENTS)]);
    const errors = answers.flatMap((a) => (JSON.parse(a.stdout) as { errors: string[] }).errors);
    assert.deepEqual(errors, [], 'no payment failed');

    const user = await t.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(user.balance), START_BALANCE - 2 * PAYMENTS);
    const bills = await t.db
      .selectFrom('bill')
      .select('ref_id')
      .where('user_id', '=', userId)
      .where('type', '=', 'payment')
      .execute();
    assert.equal(new Set(bills.map((b) => Number(b.ref_id))).size, 2 * PAYMENTS, 'one bill row per payment');
    assert.deepEqual(await ledgerDrift(t.db), []);
  });
});
