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

    const loginWith = (address: string, account: string, password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account, password },
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
      });
    /** Guesses from as many addresses as the account limit, at once. */
    const guessFromMany = (account: string, prefix: string) =>
      Promise.all(
        Array.from({ length: LOGIN_ACCOUNT_FAILURE_LIMIT }, (_, i) =>
          loginFrom(`${prefix}.${i + 1}`, account, `guess-${i}`),
        ),
      );

    it('guesses from many addresses hold back new places only: the owner logs in from a known device or address, and is told', async () => {
      const owner = await newBuyer(t.app, 'owner3', { email: 'owner3@example.com' });
      // The owner logged in before from home (newBuyer logged in from the test client's address) and this phone.
      const phone = await loginWith('10.3.8.8', 'owner3', 'secret-pass');
      const cookie = String(phone.headers['set-cookie']).split(';')[0] as string;
      assert.match(cookie, /^cb_device_/);
      assert.match(String(phone.headers['set-cookie']), /HttpOnly/);

      const guesses = await guessFromMany('owner3', '10.3.0');
      const checked = guesses.filter((g) => g.code === Codes.WrongCredentials).length;
      assert.ok(checked <= LOGIN_ACCOUNT_FAILURE_LIMIT, `${checked} guesses checked`);
      const stranger = await loginWith('10.3.9.9', 'owner3', 'secret-pass');
      assert.equal(stranger.statusCode, 429, 'a new place waits');
      assert.match(stranger.json().msg, /login link/);
      assert.equal(
        (await loginWith('10.3.9.9', 'owner3', 'secret-pass', cookie)).json().code,
        1,
        'the phone',
      );
      assert.equal((await loginWith('10.3.8.8', 'owner3', 'secret-pass')).json().code, 1, 'a known address');
      assert.equal((await loginWith('10.3.7.7', 'owner3', 'secret-pass', `${cookie}x`)).statusCode, 429);

      const notices = await get<{ list: { title: string; body: string }[] }>(t.app, '/api/notice/list', {
        token: owner.token,
      });
      const notice = notices.body.data.list.find((n) => /Login paused/.test(n.title));
      assert.ok(notice, 'a notice tells the owner');
      assert.match(notice.body, new RegExp(`${LOGIN_FAILURE_WINDOW_MINUTES} minutes`));
      assert.ok(smtp.mails.some((m) => m.to.includes('owner3@example.com') && /Login paused/.test(m.raw)));
    });

    it('a login link mailed to the account lets the owner in from a new place; nobody learns which accounts exist', async () => {
      await newBuyer(t.app, 'owner5', { email: 'owner5@example.com' });
      await guessFromMany('owner5', '10.5.0');
      assert.equal((await loginFrom('10.5.9.9', 'owner5', 'secret-pass')).status, 429);
      const ask = (account: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login_link',
          payload: { account },
          remoteAddress: '10.5.9.9',
        });
      const before = smtp.mails.length;
      const unknown = await ask('nobody-here');
      const known = await ask('owner5');
      assert.equal(unknown.json().code, Codes.Ok);
      assert.equal(known.json().msg, unknown.json().msg, 'the same answer');
      const mails = smtp.mails.slice(before);
      assert.equal(mails.length, 1, 'one mail, to the owner');
      const raw = (mails[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = new URL(/https?:\/\/\S+/.exec(raw)?.[0] as string);
      const data = link.searchParams.get('data') as string;
      const code = link.searchParams.get('code') as string;
      const used = await postJson<{ userinfo: { account: string } }>(t.app, '/api/user/autologin', {
        data,
        code,
      });
      assert.equal(used.body.data.userinfo.account, 'owner5');
      assert.equal(
        (await postJson(t.app, '/api/user/autologin', { data, code })).body.code,
        Codes.Failed,
        'once',
      );
      // A burst of asks mails at most 3 an hour from one address.
      const burst = await Promise.all(Array.from({ length: 10 }, () => ask('owner5')));
      assert.ok(burst.filter((b) => b.json().code === Codes.Ok).length <= 2);
    });

    it('failed logins on unknown accounts from one address lock nobody behind it (a carrier NAT)', async () => {
      await newBuyer(t.app, 'natBuyer');
      for (let i = 0; i < 25; i++) await loginFrom('10.6.0.1', `no-such-user-${i}`, 'guess');
      assert.equal((await loginFrom('10.6.0.1', 'natBuyer', 'secret-pass')).code, 1);
    });

    it('an IPv6 address counts by its /64', async () => {
      await newBuyer(t.app, 'sixOwner');
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
        await loginFrom(`2001:db8:6:1::${i + 1}`, 'sixOwner', 'guess');
      assert.equal((await loginFrom('2001:db8:6:1:ffff::9', 'sixOwner', 'secret-pass')).status, 429);
      assert.equal((await loginFrom('2001:db8:6:2::1', 'sixOwner', 'secret-pass')).code, 1);
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
    const sendFrom = async (address: string, email: string, cookie?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ems/send',
        payload: { email, event: 'resetpwd' },
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
      });
      return res.json() as { code: number; msg: string };
    };
    /** Dates every code sent to these addresses back past the 60 s spacing (a day of sends, in a moment). */
    const ageCodes = (emails: string[]) =>
      t.app.db
        .updateTable('verification_codes')
        .set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
        .where('email', 'in', emails)
        .execute();

    it("a stranger's reset codes do not use up the owner's: asked from a known address or device, one goes out", async () => {
      await newBuyer(t.app, 'owner8', { email: 'owner8@example.com' });
      const phone = await loginWith('10.8.8.8', 'owner8', 'secret-pass');
      const cookie = String(phone.headers['set-cookie']).split(';')[0] as string;
      for (let i = 0; i < 10; i++) {
        const sent = await sendFrom(`10.8.0.${i + 1}`, 'owner8@example.com');
        assert.equal(sent.code, Codes.Ok, sent.msg);
        await ageCodes(['owner8@example.com']);
      }
      assert.equal(
        (await sendFrom('10.8.0.50', 'owner8@example.com')).code,
        Codes.TooManyRequests,
        'strangers',
      );
      const before = smtp.mails.length;
      assert.equal((await sendFrom('10.8.8.8', 'owner8@example.com')).code, Codes.Ok, 'the known address');
      assert.equal((await sendFrom('10.8.9.9', 'owner8@example.com', cookie)).code, Codes.Ok, 'the phone');
      assert.equal(smtp.mails.slice(before).filter((m) => m.to.includes('owner8@example.com')).length, 2);
      assert.equal((await sendFrom('10.8.0.51', 'owner8@example.com')).code, Codes.TooManyRequests);
    });

    it('the daily cap counts per requester too: 10 codes a day from one address to any, even sent at once', async () => {
      // Nine sends earlier today from one address, each to an address of its own.
      const earlier = new Date(Date.now() - 2 * 3600_000).toISOString();
      await t.app.db
        .insertInto('verification_codes')
        .values(
          Array.from({ length: 9 }, (_, i) => ({
            email: `earlier${i}@example.com`,
            event: 'resetpwd',
            code_hash: 'x',
            expires_at: earlier,
            created_at: earlier,
            requester: '10.9.0.1',
          })),
        )
        .execute();
      const targets = Array.from({ length: 5 }, (_, i) => `target${i}@example.com`);
      const answers = await Promise.all(targets.map((email) => sendFrom('10.9.0.1', email)));
      // At most the tenth of the day: sends written together may all see each other and all be refused.
      assert.ok(answers.filter((a) => a.code === Codes.Ok).length <= 1, 'the tenth of the day, once at most');
      const refused = answers.filter((a) => a.code !== Codes.Ok);
      assert.ok(
        refused.every((a) => a.code === Codes.TooManyRequests && /today/.test(a.msg)),
        refused[0]?.msg,
      );
      // A target none of the five used: the one of them let through may be any, and a second code to its
      // address within a minute is refused as too soon, whoever asks.
      assert.equal((await sendFrom('10.9.0.2', 'elsewhere@example.com')).code, Codes.Ok, 'another address');
    });
  });
}
