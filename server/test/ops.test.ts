import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`ops CLI on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
    });
    after(() => t.close());

    it('passes ledger-check on the seeded database', async () => {
      const result = await ops('ledger-check');
      assert.equal(result.code, 0, result.out);
      assert.match(result.out, /ledger ok/);
    });

    it('grants money with a bill row and shows it on the user', async () => {
      assert.equal((await ops('grant', 'demo', '12.34', '--note', 'goodwill')).code, 0);
      const shown = await ops('user', 'show', 'DEMO');
      assert.match(shown.out, /balance\s+5012\.34/);
      const bill = await t.app.db.selectFrom('bill').selectAll().where('note', '=', 'goodwill').execute();
      assert.equal(bill.length, 1);
      assert.equal(Number(bill[0]?.amount), 1234);
      assert.equal((await ops('ledger-check')).code, 0);
    });

    it('refuses a grant that would overdraw, and bad amounts', async () => {
      assert.equal((await ops('grant', 'demo', '--', '-999999.00')).code, 1);
      assert.equal((await ops('grant', 'demo', '1.234')).code, 2);
      assert.equal((await ops('grant', 'nobody', '1.00')).code, 1);
    });

    it('fails ledger-check with a non-zero exit when a balance drifts from its bill', async () => {
      await t.app.db.updateTable('users').set({ balance: 1 }).where('account', '=', 'demo').execute();
      const result = await ops('ledger-check');
      assert.equal(result.code, 1);
      assert.match(result.out, /DRIFT user \d+ \(demo\) balance/);
    });

    it('changes a setting only to a value of the right shape', async () => {
      const set = await ops('setting', 'set', 'register_fields', '{"email_code":"required"}');
      assert.equal(set.code, 0, set.out);
      const cfg = await t.app.inject({ method: 'GET', url: '/api/user/reg_cfg' });
      assert.equal(cfg.json().data.email_code, 'required');
      assert.equal((await ops('setting', 'set', 'register_fields', '{"email_code":"sometimes"}')).code, 2);
      assert.equal((await ops('setting', 'set', 'freight', '{"flat_cents":"five"}')).code, 2);
      assert.equal((await ops('setting', 'set', 'freight', '{"flat_cents":300}')).code, 0);
      assert.match((await ops('setting', 'show', 'freight')).out, /"flat_cents": 300/);
    });

    it('prints its usage for an unknown command', async () => {
      const result = await ops('explode');
      assert.equal(result.code, 2);
      assert.match(result.out, /ledger-check/);
    });
  });
}
