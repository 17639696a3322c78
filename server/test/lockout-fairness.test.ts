import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Answer = { status: number; code: number };

for (const dialect of dialects) {
  describe(`lock-outs that cannot be turned against an owner on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, {
        seed: false,
        config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      });
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const loginFrom = async (address: string, account: string, password: string): Promise<Answer> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account, password },
        remoteAddress: address,
      });
      return { status: res.statusCode, code: res.json().code };
    };

    it('wrong passwords from one address lock the account from that address only', async () => {
      await newBuyer(t.app, 'owner1');
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
        assert.equal((await loginFrom('10.0.0.66', 'owner1', 'guess')).code, Codes.WrongCredentials);
      assert.equal((await loginFrom('10.0.0.66', 'owner1', 'secret-pass')).status, 429, 'the guesser waits');
      assert.equal((await loginFrom('10.0.1.1', 'owner1', 'secret-pass')).code, 1, 'the owner logs in');
    });

    it('failures on one account do not lock the others logging in from the same address', async () => {
      await newBuyer(t.app, 'cafe1');
      await newBuyer(t.app, 'cafe2');
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await loginFrom('10.0.2.2', 'cafe1', 'typo');
      assert.equal((await loginFrom('10.0.2.2', 'cafe2', 'secret-pass')).code, 1);
    });

    it('guesses from many addresses lock the account everywhere, and the owner is told', async () => {
      const owner = await newBuyer(t.app, 'owner3', { email: 'owner3@example.com' });
      await Promise.all(
        Array.from({ length: LOGIN_ACCOUNT_FAILURE_LIMIT }, (_, i) =>
          loginFrom(`10.3.0.${i + 1}`, 'owner3', `guess-${i}`),
        ),
      );
      assert.equal((await loginFrom('10.3.9.9', 'owner3', 'secret-pass')).status, 429);
      const notices = await get<{ list: { title: string; body: string }[] }>(t.app, '/api/notice/list', {
        token: owner.token,
      });
      const notice = notices.body.data.list.find((n) => /Login paused/.test(n.title));
      assert.ok(notice, 'a notice tells the owner');
      assert.match(notice.body, new RegExp(`${LOGIN_FAILURE_WINDOW_MINUTES} minutes`));
      assert.ok(smtp.mails.some((m) => m.to.includes('owner3@example.com') && /Login paused/.test(m.raw)));
    });

    it("strangers' sends cannot use up the owner's own codes, nor ask for them", async () => {
      const owner = await newBuyer(t.app, 'owner4', { email: 'owner4@example.com' });
      // Each stranger from an address of their own: the route's per-address rate limit is not what is tested.
      const sendFrom = async (i: number, event: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/ems/send',
          payload: { email: 'owner4@example.com', event },
          remoteAddress: `10.4.0.${i}`,
        });
        return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
      };
      const anonymous = await sendFrom(100, 'withdraw');
      assert.equal(anonymous.status, 401, 'a withdrawal code is for the logged-in owner only');
      // A day of strangers' sends to the address (the 60 s spacing stepped over by dating them back).
      for (let i = 0; i < 10; i++) {
        const sent = await sendFrom(i, 'resetpwd');
        assert.equal(sent.body.code, Codes.Ok, sent.body.msg);
        await t.app.db
          .updateTable('verification_codes')
          .set({ created_at: new Date(Date.now() - (i + 2) * 120_000).toISOString() })
          .where('email', '=', 'owner4@example.com')
          .where('created_at', '>', new Date(Date.now() - 60_000).toISOString())
          .execute();
      }
      const more = await sendFrom(50, 'resetpwd');
      assert.equal(more.body.code, Codes.TooManyRequests, 'strangers are capped');
      const own = await postJson(
        t.app,
        '/api/ems/send',
        { email: 'owner4@example.com', event: 'withdraw' },
        { token: owner.token },
      );
      assert.equal(own.body.code, Codes.Ok, 'the owner still gets a withdrawal code');
    });
  });
}
