import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`ledger postings on ${dialect}`, () => {
    let t: TestApp;
    let userId: number;
    before(async () => {
      t = await startTestApp(dialect);
      const demo = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'demo')
        .executeTakeFirstOrThrow();
      userId = Number(demo.id);
    });
    after(() => t.close());

    it('refuses a debit above the balance and changes nothing', async () => {
      const done = await t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId, wallet: 'balance', amount: -500_001, type: 'adjustment' }));
      assert.equal(done, false);
      const user = await t.app.db
        .selectFrom('users')
        .select('balance')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(user.balance), 500_000);
    });

    it('lets only as many racing debits through as the balance holds', async () => {
      const attempts = Array.from({ length: 12 }, () =>
        t.app.db
          .transaction()
          .execute((tx) => post(tx, { userId, wallet: 'balance', amount: -100_000, type: 'adjustment' })),
      );
      const results = await Promise.all(attempts);
      assert.equal(results.filter(Boolean).length, 5);
      const user = await t.app.db
        .selectFrom('users')
        .select('balance')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(user.balance), 0);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });
  });
}
