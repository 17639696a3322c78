import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { DAY } from '#server/lib/clock.ts';
import { sweepSecurityEvents } from '#server/modules/security-log/service.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Issue 41 item 7: who did what to an account's security, when and from where, for an operator to read; never
// a secret.
for (const dialect of dialects) {
  describe(`the security log on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    const kindsOf = async (userId: number) =>
      (
        await t.app.db
          .selectFrom('security_events')
          .select('kind')
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((r) => r.kind);

    it('records logins, failures, a wrong payment code and a password change, with no secret in any row', async () => {
      const buyer = await newBuyer(t.app, 'watched', { payCode: '246810' });
      const login = (password: string) =>
        postJson(
          t.app,
          '/api/user/login',
          { account: 'watched', password },
          { 'x-forwarded-for': '203.0.113.9' },
        );
      assert.equal((await login('wrong-guess-1')).body.code, Codes.WrongCredentials);
      await postJson(t.app, '/api/user/login', { account: 'nobody-here', password: 'wrong-guess-2' });
      await postJson(t.app, '/api/user/verify_pay', { pay_password: '111111' }, { token: buyer.token });
      const changed = await postJson(
        t.app,
        '/api/user/change_password',
        { old_password: 'secret-pass', password: 'watched-new1', repassword: 'watched-new1' },
        { token: buyer.token },
      );
      assert.equal(changed.body.code, Codes.Ok, changed.body.msg);
      assert.deepEqual(await kindsOf(buyer.id), [
        'login_succeeded',
        'login_failed',
        'pay_code_wrong',
        'password_changed',
      ]);
      const unknown = await t.app.db
        .selectFrom('security_events')
        .select(['kind', 'account'])
        .where('user_id', 'is', null)
        .execute();
      assert.deepEqual(
        unknown.map((r) => ({ ...r })),
        [{ kind: 'login_failed', account: 'nobody-here' }],
      );
      const everything = JSON.stringify(await t.app.db.selectFrom('security_events').selectAll().execute());
      for (const secret of ['wrong-guess', 'secret-pass', 'watched-new1', '246810', '111111', buyer.token])
        assert.ok(!everything.includes(secret), `no ${secret} in the log`);

      const { code, out } = await opsFor(t)('security-log', '--account', 'watched');
      assert.equal(code, 0, out);
      const lines = out.trim().split('\n');
      assert.equal(lines.length, 4);
      assert.match(lines[0] ?? '', /password_changed\s+watched/);
      assert.match(lines.at(-1) ?? '', /login_succeeded\s+watched/);
      assert.match(
        (await opsFor(t)('security-log', '--kind', 'pay_code_wrong')).out,
        /pay_code_wrong\s+watched/,
      );
      assert.equal((await opsFor(t)('security-log', '--kind', 'nonsense')).code, 2);
    });

    it('keeps events for SECURITY_LOG_DAYS, then sweeps them', async () => {
      const buyer = await newBuyer(t.app, 'aged');
      await t.app.db
        .updateTable('security_events')
        .set({ at: new Date(Date.now() - 400 * DAY).toISOString() })
        .where('user_id', '=', buyer.id)
        .execute();
      assert.ok((await sweepSecurityEvents(t.app.db, 365)) >= 1);
      assert.deepEqual(await kindsOf(buyer.id), []);
    });
  });
}
