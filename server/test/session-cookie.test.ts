import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  APP_REQUEST_HEADER,
  LOGGED_IN_COOKIE,
  type SessionRow,
  TOKEN_COOKIE,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Login = { userinfo: { id: number; token: string } };
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const APP = { [APP_REQUEST_HEADER]: '1' };

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};
const cookieNamed = (headers: Record<string, unknown>, name: string) =>
  setCookies(headers).find((c) => c.startsWith(`${name}=`));
const asCookie = (token: string) => ({ cookie: `${TOKEN_COOKIE}=${token}` });

// Issue 41 items 2 and 3: the token lives in an HttpOnly cookie the server sets; a request authenticated by it alone
// must carry the app's header; a buyer sees and ends their sessions.
for (const dialect of dialects) {
  describe(`the session cookie, CSRF and devices on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, {
        config: { TRUST_PROXY: true, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      });
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const login = async (account: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account, password: 'secret-pass' },
        headers: { 'user-agent': PHONE, ...headers },
      });
      return { res, token: res.json<{ data: Login }>().data.userinfo.token };
    };

    it('sets the token HttpOnly, Lax, 3 days, Secure only over https, with a readable hint beside it', async () => {
      await newBuyer(t.app, 'cookie1');
      const plain = await login('cookie1');
      const token = cookieNamed(plain.res.headers, TOKEN_COOKIE);
      assert.ok(token, 'the token cookie is set');
      assert.ok(token.startsWith(`${TOKEN_COOKIE}=${plain.token};`));
      assert.match(token, /; HttpOnly/);
      assert.match(token, /; SameSite=Lax/);
      assert.match(token, /; Path=\//);
      assert.match(token, /; Max-Age=259200/);
      assert.doesNotMatch(token, /Secure/, 'plain http: no Secure (a local run would lose it)');
      const hint = cookieNamed(plain.res.headers, LOGGED_IN_COOKIE);
      assert.ok(hint?.startsWith(`${LOGGED_IN_COOKIE}=1;`));
      assert.doesNotMatch(hint ?? '', /HttpOnly/);
      assert.ok(!hint?.includes(plain.token), 'the hint holds no secret');

      const https = await login('cookie1', { 'x-forwarded-proto': 'https' });
      assert.match(cookieNamed(https.res.headers, TOKEN_COOKIE) ?? '', /; Secure/);
      assert.match(cookieNamed(https.res.headers, LOGGED_IN_COOKIE) ?? '', /; Secure/);
    });

    it('reads the cookie on the app’s requests; API clients with the token header are unaffected', async () => {
      await newBuyer(t.app, 'cookie2');
      const { token } = await login('cookie2');
      const byCookie = await get(t.app, '/api/user/getUserInfo', { ...asCookie(token), ...APP });
      assert.equal(byCookie.body.code, Codes.Ok);
      const byHeader = await postJson(t.app, '/api/user/profile', { username: 'Header' }, { token });
      assert.equal(byHeader.body.code, Codes.Ok);
      const byApp = await postJson(
        t.app,
        '/api/user/profile',
        { username: 'App' },
        { ...asCookie(token), ...APP },
      );
      assert.equal(byApp.body.code, Codes.Ok);
    });

    it('refuses a cross-site form post authenticated by the cookie alone, and changes nothing', async () => {
      const buyer = await newBuyer(t.app, 'cookie3');
      const { token } = await login('cookie3');
      const before = await t.app.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile',
        payload: 'username=Forged',
        headers: {
          ...asCookie(token),
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
      });
      assert.equal(forged.statusCode, 403);
      assert.equal(forged.json().code, Codes.Forbidden);
      const json = await postJson(t.app, '/api/user/profile', { username: 'Forged' }, asCookie(token));
      assert.equal(json.status, 403);
      const after = await t.app.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      assert.equal(after.username, before.username, 'nothing changed');
      const logout = await postJson(t.app, '/api/user/logout', null, asCookie(token));
      assert.equal(logout.status, 403, 'nor can another site log the buyer out');
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token })).body.code, Codes.Ok);
      // A link to a reading route carries the cookie but not the header: the read is anonymous.
      assert.equal((await get(t.app, '/api/user/getUserInfo', asCookie(token))).status, 401);
    });

    it('answers a cookie-authenticated buyer his own flags, and never keeps them for a visitor', async () => {
      const hot = '/api/index/hot_merchant?page=1&limit=8&lang=en';
      const shopId = (await get<{ list: { id: number }[] }>(t.app, hot)).body.data.list[0]?.id as number;
      const shopUrl = `/api/merchant/detail?id=${shopId}&lang=en`;
      await newBuyer(t.app, 'cookie5');
      const { token } = await login('cookie5');
      const byCookie = { ...asCookie(token), ...APP };
      assert.equal(
        (await postJson(t.app, '/api/merchant/follow', { merchant_id: shopId }, byCookie)).body.code,
        Codes.Ok,
      );
      for (const round of [1, 2]) {
        const mine = await t.app.inject({ url: shopUrl, headers: byCookie });
        assert.equal(mine.json().data.followed, true, `round ${round}`);
        assert.equal(mine.headers['cache-control'], 'private, no-cache');
        assert.equal((await get<{ followed: boolean }>(t.app, shopUrl)).body.data.followed, false);
      }
    });

    it('logout ends the session and clears both cookies', async () => {
      await newBuyer(t.app, 'cookie4');
      const { token } = await login('cookie4');
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { ...asCookie(token), ...APP },
      });
      assert.equal(out.json().code, Codes.Ok);
      assert.match(cookieNamed(out.headers, TOKEN_COOKIE) ?? '', /^Admin-Token=; .*Max-Age=0/);
      assert.match(cookieNamed(out.headers, LOGGED_IN_COOKIE) ?? '', /Max-Age=0/);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token })).status, 401);
      // A browser still holding the ended session's cookie is told to drop it (and the hint) on its next request.
      const stale = await t.app.inject({
        url: '/api/user/getUserInfo',
        headers: { ...asCookie(token), ...APP },
      });
      assert.equal(stale.statusCode, 401);
      assert.match(cookieNamed(stale.headers, TOKEN_COOKIE) ?? '', /Max-Age=0/);
      assert.match(cookieNamed(stale.headers, LOGGED_IN_COOKIE) ?? '', /Max-Age=0/);
    });

    it('lists my sessions with device and address; "everywhere else" ends the other at once', async () => {
      await newBuyer(t.app, 'devices1');
      const phone = await login('devices1', { 'x-forwarded-for': '203.0.113.7' });
      const laptop = await login('devices1', { 'user-agent': LAPTOP, 'x-forwarded-for': '198.51.100.4' });
      const list = await get<SessionRow[]>(t.app, '/api/user/sessions', { token: laptop.token });
      const mine = list.body.data;
      const current = mine.find((s) => s.current);
      assert.equal(current?.device, 'Safari · macOS');
      assert.equal(current?.address, '198.51.100.4');
      const other = mine.find((s) => s.address === '203.0.113.7');
      assert.equal(other?.device, 'Chrome · Android');
      assert.ok(other?.last_seen_at);
      // The phone's session is remembered by this process (the session cache) before it is ended.
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: phone.token })).body.code, Codes.Ok);
      const ended = await postJson(t.app, '/api/user/sessions/end_others', null, { token: laptop.token });
      assert.equal(ended.body.code, Codes.Ok);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: phone.token })).status, 401);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: laptop.token })).body.code, Codes.Ok);
      const left = await get<SessionRow[]>(t.app, '/api/user/sessions', { token: laptop.token });
      assert.deepEqual(
        left.body.data.map((s) => s.current),
        [true],
      );
    });

    it('ends one of my sessions, never a stranger’s', async () => {
      await newBuyer(t.app, 'devices2');
      await newBuyer(t.app, 'stranger');
      const mine = await login('devices2');
      const second = await login('devices2');
      const stranger = await login('stranger');
      const list = await get<SessionRow[]>(t.app, '/api/user/sessions', { token: second.token });
      const target = list.body.data.find((s) => !s.current);
      assert.ok(target);
      const refused = await postJson(
        t.app,
        '/api/user/sessions/end',
        { id: target.id },
        { token: stranger.token },
      );
      assert.equal(refused.body.code, Codes.NotFound);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: mine.token })).body.code, Codes.Ok);
      const done = await postJson(
        t.app,
        '/api/user/sessions/end',
        { id: target.id },
        { token: second.token },
      );
      assert.equal(done.body.code, Codes.Ok);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: mine.token })).status, 401);
    });

    it('tells the owner once of a login from a new device and address, in their language, with the reset way', async () => {
      const buyer = await newBuyer(t.app, 'newdev', { email: 'newdev@example.com' });
      await t.app.db.updateTable('users').set({ lang: 'de' }).where('id', '=', buyer.id).execute();
      const notices = async () =>
        t.app.db
          .selectFrom('notices')
          .select(['title', 'body'])
          .where('user_id', '=', buyer.id)
          .where('message_key', '=', 'newDevice')
          .execute();
      // newBuyer logged in without a User-Agent; this phone is new to the account.
      await login('newdev', { 'x-forwarded-for': '192.0.2.9' });
      await login('newdev', { 'x-forwarded-for': '192.0.2.9' });
      const told = await notices();
      assert.equal(told.length, 1, 'once for the pair, not on every login from it');
      assert.equal(told[0]?.title, 'Neue Anmeldung bei deinem Konto');
      assert.match(told[0]?.body ?? '', /Chrome · Android/);
      assert.match(told[0]?.body ?? '', /\/forgotPassword/);
      const mail = [...smtp.mails].reverse().find((m) => m.to.includes('newdev@example.com'));
      assert.ok(mail?.raw.includes('forgotPassword'), 'the mail leads to the reset');
    });
  });
}
