import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { DAY } from '#server/lib/clock.ts';
import { serverSecret } from '#server/lib/secret-file.ts';
import { issueLoginTicket } from '#server/modules/account/login-link.ts';
import { sweepAttempts } from '#server/modules/account/service.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Login = { userinfo: { token: string; account: string; balance: string } };

for (const dialect of dialects) {
  describe(`login, logout and startup login on ${dialect}`, () => {
    let t: TestApp;
    let secret: Buffer;
    before(async () => {
      t = await startTestApp(dialect);
      secret = serverSecret(undefined, t.testDb.dataDir, 'login-link.secret');
    });
    after(() => t.close());

    it('logs the demo buyer in with a token and a translated success message', async () => {
      const res = await postJson<Login>(t.app, '/api/user/login?lang=de', {
        account: 'Demo',
        password: 'demo1234',
      });
      assert.equal(res.body.code, Codes.Ok);
      assert.equal(res.body.msg, 'Anmeldung erfolgreich');
      assert.equal(res.body.data.userinfo.account, 'demo');
      assert.match(res.body.data.userinfo.token, /^[\w-]{43}$/);
      const info = await get(t.app, '/api/user/getUserInfo', { token: res.body.data.userinfo.token });
      assert.equal(info.body.code, Codes.Ok);
    });

    it('asks for the account and the password (spec §5)', async () => {
      const noAccount = await postJson(t.app, '/api/user/login', { account: '', password: 'x' });
      assert.equal(noAccount.body.code, Codes.ValidationFailed);
      assert.equal(noAccount.body.msg, 'Please enter your account');
      const noPassword = await postJson(t.app, '/api/user/login', { account: 'demo' });
      assert.equal(noPassword.body.msg, 'Please enter your password');
    });

    it('gives one message for a wrong password and for an unknown account', async () => {
      const wrong = await postJson(
        t.app,
        '/api/user/login',
        { account: 'demo', password: 'wrong-one' },
        { 'x-forwarded-for': '1' },
      );
      const unknown = await postJson(t.app, '/api/user/login', {
        account: 'nobody-here',
        password: 'whatever',
      });
      assert.equal(wrong.body.code, Codes.WrongCredentials);
      assert.equal(unknown.body.code, Codes.WrongCredentials);
      assert.equal(wrong.body.msg, unknown.body.msg);
    });

    it('slows an account down after 5 failures in 15 minutes, even with the right password', async () => {
      await t.app.db.deleteFrom('attempts').execute();
      for (let i = 0; i < 5; i++)
        await postJson(t.app, '/api/user/login', { account: 'demo', password: `bad-${i}-pass` });
      const blocked = await postJson(t.app, '/api/user/login?lang=fr', {
        account: 'demo',
        password: 'demo1234',
      });
      assert.equal(blocked.status, 429);
      assert.equal(blocked.body.code, Codes.TooManyRequests);
      assert.match(blocked.body.msg, /15/);
      await t.app.db.deleteFrom('attempts').execute();
    });

    it('sweeps the attempts no window counts any more, and keeps the ones that still count', async () => {
      await t.app.db.deleteFrom('attempts').execute();
      await postJson(t.app, '/api/user/login', { account: 'demo', password: 'bad-pass-1' });
      await postJson(t.app, '/api/user/login', { account: 'demo', password: 'demo1234' });
      const scopes = async () =>
        (await t.app.db.selectFrom('attempts').select('scope').distinct().orderBy('scope').execute()).map(
          (r) => r.scope,
        );
      const age = (scope: string, days: number) =>
        t.app.db
          .updateTable('attempts')
          .set({ created_at: new Date(Date.now() - days * DAY).toISOString() })
          .where('scope', '=', scope)
          .execute();
      await postJson(t.app, '/api/user/login', { account: 'demo', password: 'bad-pass-2' });
      assert.deepEqual(await scopes(), ['login', 'login_known']);
      await age('login', 2);
      await age('login_known', 179);
      assert.ok((await sweepAttempts(t.app.db)) > 0);
      assert.deepEqual(await scopes(), ['login_known'], 'the known place still counts for 180 days');
      await age('login_known', 181);
      assert.ok((await sweepAttempts(t.app.db)) > 0);
      assert.deepEqual(await scopes(), []);
    });

    it('revokes the token on logout', async () => {
      const { body } = await postJson<Login>(t.app, '/api/user/login', {
        account: 'demo',
        password: 'demo1234',
      });
      const token = body.data.userinfo.token;
      const out = await postJson(t.app, '/api/user/logout', {}, { token });
      assert.equal(out.body.code, Codes.Ok);
      const after = await get(t.app, '/api/user/getUserInfo', { token });
      assert.equal(after.status, 401);
      assert.equal(after.body.code, 401);
    });

    it('saves the language of a logged-in buyer, and refuses an unknown one', async () => {
      const { body } = await postJson<Login>(t.app, '/api/user/login', {
        account: 'demo',
        password: 'demo1234',
      });
      const token = body.data.userinfo.token;
      assert.equal((await get(t.app, '/api/user/set_language?file_name=ar', { token })).body.code, Codes.Ok);
      const info = await get<{ lang: string }>(t.app, '/api/user/getUserInfo', { token });
      assert.equal(info.body.data.lang, 'ar');
      const bad = await get(t.app, '/api/user/set_language?file_name=klingon', { token });
      assert.equal(bad.body.code, Codes.ValidationFailed);
      assert.equal((await get(t.app, '/api/user/set_language?file_name=de')).status, 401);
    });

    it('asks an anonymous caller to log in before it looks at the body', async () => {
      for (const [url, body] of [
        ['/api/order/pay', { order_ids: 'all' }],
        ['/api/refund/apply', {}],
        ['/api/user/extract', { amount: '-1' }],
      ] as const) {
        const res = await postJson(t.app, url, body);
        assert.equal(res.status, 401, url);
        assert.equal(res.body.code, Codes.Unauthorized, url);
      }
    });

    it('logs in once with a startup ticket, and never twice', async () => {
      const ticket = issueLoginTicket(secret, 'demo');
      const first = await postJson<Login>(t.app, '/api/user/autologin', ticket);
      assert.equal(first.body.code, Codes.Ok);
      assert.equal(first.body.data.userinfo.account, 'demo');
      const replay = await postJson(t.app, '/api/user/autologin', ticket);
      assert.notEqual(replay.body.code, Codes.Ok);
      assert.match(replay.body.msg, /already been used/);
    });

    it('refuses an expired, a forged and a malformed ticket', async () => {
      const expired = await postJson(t.app, '/api/user/autologin', issueLoginTicket(secret, 'demo', -1));
      assert.match(expired.body.msg, /expired/);
      const forged = issueLoginTicket(Buffer.alloc(32, 7), 'demo');
      assert.match((await postJson(t.app, '/api/user/autologin', forged)).body.msg, /not valid/);
      const own = issueLoginTicket(secret, 'demo');
      const tampered = {
        data: Buffer.from(
          JSON.stringify({ account: 'other', exp: Date.now() + 60_000, nonce: 'x'.repeat(20) }),
        ).toString('base64url'),
        code: own.code,
      };
      assert.match((await postJson(t.app, '/api/user/autologin', tampered)).body.msg, /not valid/);
      assert.equal(
        (await postJson(t.app, '/api/user/autologin', { data: '', code: '' })).body.code,
        Codes.ValidationFailed,
      );
    });

    it('prints a working link with ops login-link', async () => {
      const { out } = await opsFor(t)('login-link', 'demo', '--path', '/bag');
      const url = new URL(out.trim());
      assert.equal(url.searchParams.get('path'), '/bag');
      const res = await postJson<Login>(t.app, '/api/user/autologin', {
        data: url.searchParams.get('data'),
        code: url.searchParams.get('code'),
      });
      assert.equal(res.body.code, Codes.Ok);
    });
  });
}
