import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { AccountClaims } from 'oidc-provider';
import { loadConfig } from '#server/config.ts';
import { dialects } from './support/dialects.ts';
import { type OidcProvider, startOidcProvider } from './support/oidc-provider.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Start = { enabled: boolean; authorize_url?: string };
type Login = { userinfo: { id: number; token: string; account: string; email: string | null } };

const CLIENT_ID = 'crossbay-test';
const CLIENT_SECRET = randomBytes(24).toString('base64url');
const REDIRECT_URI = 'http://localhost:5173/login';

// The people the provider knows, by login name (their subject). `demo.twin` claims the demo buyer's
// account name and email address, which belong to someone else here.
const PEOPLE: Record<string, Omit<AccountClaims, 'sub'>> = {
  'ann-sub-1': {
    preferred_username: 'ann.lee',
    email: 'Ann.Lee@example.com',
    email_verified: true,
    name: 'Ann Lee',
    given_name: 'Ann',
  },
  'twin-sub-2': { preferred_username: 'Demo', email: 'demo@crossbay.local', email_verified: true },
  'bob-sub-3': { preferred_username: 'bob', email: 'bob@example.com', email_verified: false },
  'cara-sub-4': { email: 'cara@example.com', email_verified: true },
};

/**
 * A browser's way through the provider, with plain HTTP: follow redirects, keep cookies, and fill in
 * the development login and consent forms; answers the redirect back to the shop.
 */
async function signInAtProvider(authorizeUrl: string, subject: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizeUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = res.headers.get('location');
    if (location) {
      await res.body?.cancel();
      url = new URL(location, url);
      form = undefined;
      if (url.href.startsWith(REDIRECT_URI)) return url;
      continue;
    }
    const html = await res.text();
    assert.equal(res.status, 200, html);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    assert.ok(action && prompt, `no form on the provider's page: ${html}`);
    url = new URL(action, url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}

/** GET /api/user/third, then the provider; answers what the web app would post back. */
async function throughProvider(t: TestApp, subject: string) {
  const start = await get<Start>(t.app, '/api/user/third');
  assert.equal(start.body.code, Codes.Ok);
  assert.ok(start.body.data.authorize_url);
  const back = await signInAtProvider(start.body.data.authorize_url, subject);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

const identityCount = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('user_identities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('third-party login configuration', () => {
  it('takes the issuer, client id and secret together, or none of them', () => {
    assert.throws(
      () => loadConfig({ OIDC_ISSUER: 'https://id.example.com' }),
      /OIDC_CLIENT_SECRET: must be set/,
    );
    assert.throws(
      () =>
        loadConfig({ OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
      /OIDC_ISSUER: must use https/,
    );
    assert.throws(
      () => loadConfig({ OIDC_REDIRECT_URI: 'https://shop.example/login?x=1' }),
      /OIDC_REDIRECT_URI/,
    );
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    });
    assert.equal(config.OIDC_ISSUER, 'https://id.example.com');
  });
});

for (const dialect of dialects) {
  describe(`third-party login (OpenID Connect) on ${dialect}`, () => {
    let idp: OidcProvider;
    let t: TestApp;
    before(async () => {
      idp = await startOidcProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: REDIRECT_URI,
        people: PEOPLE,
      });
      t = await startTestApp(dialect, {
        config: {
          OIDC_ISSUER: idp.issuer,
          OIDC_CLIENT_ID: CLIENT_ID,
          OIDC_CLIENT_SECRET: CLIENT_SECRET,
          OIDC_REDIRECT_URI: REDIRECT_URI,
        },
      });
    });
    after(async () => {
      await t.close();
      await idp.close();
    });

    it('starts at the provider with PKCE (S256), a state and a nonce, keeping the verifier here', async () => {
      const res = await get<Start>(t.app, '/api/user/third');
      assert.equal(res.body.code, Codes.Ok);
      assert.equal(res.body.data.enabled, true);
      const url = new URL(res.body.data.authorize_url ?? '');
      assert.equal(url.origin, idp.issuer);
      const params = url.searchParams;
      assert.equal(params.get('response_type'), 'code');
      assert.equal(params.get('client_id'), CLIENT_ID);
      assert.equal(params.get('redirect_uri'), REDIRECT_URI);
      assert.equal(params.get('scope'), 'openid email profile');
      assert.equal(params.get('code_challenge_method'), 'S256');
      assert.match(params.get('code_challenge') ?? '', /^[\w-]{43}$/);
      assert.ok(params.get('state') && params.get('nonce'));
      assert.equal(params.get('code_verifier'), null);
      const row = await t.app.db.selectFrom('oidc_logins').selectAll().executeTakeFirstOrThrow();
      assert.notEqual(row.state_hash, params.get('state'));
    });

    it('creates the account on the first login, and signs the same buyer in afterwards', async () => {
      const first = await postJson<Login>(t.app, '/api/user/third', await throughProvider(t, 'ann-sub-1'));
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.equal(first.body.msg, 'Login successful');
      const { token, id, account, email } = first.body.data.userinfo;
      assert.equal(account, 'ann.lee');
      assert.equal(email, 'ann.lee@example.com');
      const info = await get<{ id: number; username: string; given_name: string }>(
        t.app,
        '/api/user/getUserInfo',
        { token },
      );
      assert.equal(info.body.code, Codes.Ok);
      assert.equal(info.body.data.id, id);
      assert.equal(info.body.data.username, 'Ann Lee');
      assert.equal(info.body.data.given_name, 'Ann');
      const identity = await t.app.db.selectFrom('user_identities').selectAll().executeTakeFirstOrThrow();
      assert.deepEqual(
        [identity.issuer, identity.subject, Number(identity.user_id)],
        [idp.issuer, 'ann-sub-1', id],
      );
      // The ID token's signature was checked against the provider's published keys.
      assert.ok(idp.paths.includes('/jwks'));

      const users = await t.app.db.selectFrom('users').select('id').execute();
      const second = await postJson<Login>(t.app, '/api/user/third', await throughProvider(t, 'ann-sub-1'));
      assert.equal(second.body.code, Codes.Ok, second.body.msg);
      assert.equal(second.body.data.userinfo.id, id);
      assert.notEqual(second.body.data.userinfo.token, token);
      assert.equal((await t.app.db.selectFrom('users').select('id').execute()).length, users.length);
      assert.equal(await identityCount(t), 1);
      assert.equal(
        (await get(t.app, '/api/user/getUserInfo', { token: second.body.data.userinfo.token })).body.code,
        Codes.Ok,
      );
    });

    it('refuses a replayed code and state, and a used code with a new state', async () => {
      const back = await throughProvider(t, 'ann-sub-1');
      assert.equal((await postJson(t.app, '/api/user/third', back)).body.code, Codes.Ok);
      const replay = await postJson(t.app, '/api/user/third', back);
      assert.equal(replay.body.code, Codes.Failed);
      assert.equal(replay.body.msg, 'This sign-in has expired or was already used. Please start it again.');

      // A fresh attempt, but the code it brings was already redeemed (and is bound to another verifier).
      const fresh = await throughProvider(t, 'ann-sub-1');
      const mixed = await postJson(t.app, '/api/user/third', { ...fresh, code: back.code });
      assert.equal(mixed.body.code, Codes.Failed);
      assert.equal(mixed.body.msg, 'The sign-in with the other service failed. Please try again.');
    });

    it('refuses a wrong state without using up the real attempt', async () => {
      const back = await throughProvider(t, 'ann-sub-1');
      const wrong = await postJson(t.app, '/api/user/third', {
        ...back,
        state: randomBytes(32).toString('base64url'),
      });
      assert.equal(wrong.body.code, Codes.Failed);
      assert.match(wrong.body.msg, /expired or was already used/);
      assert.equal((await postJson(t.app, '/api/user/third', back)).body.code, Codes.Ok);
    });

    it('refuses an attempt older than 10 minutes, and an ID token whose nonce is not the attempt’s', async () => {
      const late = await throughProvider(t, 'ann-sub-1');
      await t.app.db
        .updateTable('oidc_logins')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      assert.match((await postJson(t.app, '/api/user/third', late)).body.msg, /expired or was already used/);

      const forged = await throughProvider(t, 'ann-sub-1');
      await t.app.db.updateTable('oidc_logins').set({ nonce: 'a-nonce-the-provider-never-saw' }).execute();
      const res = await postJson(t.app, '/api/user/third', forged);
      assert.equal(res.body.code, Codes.Failed);
      assert.match(res.body.msg, /other service failed/);
    });

    it('refuses an issuer other than the configured one', async () => {
      const back = await throughProvider(t, 'ann-sub-1');
      const res = await postJson(t.app, '/api/user/third', { ...back, iss: 'https://evil.example.com' });
      assert.equal(res.body.code, Codes.Failed);
    });

    it('works without the iss parameter, for a web app that posts only code and state', async () => {
      const { code, state } = await throughProvider(t, 'ann-sub-1');
      assert.equal((await postJson(t.app, '/api/user/third', { code, state })).body.code, Codes.Ok);
    });

    it('makes a taken account name unique, and leaves out an email another account uses', async () => {
      const res = await postJson<Login>(t.app, '/api/user/third', await throughProvider(t, 'twin-sub-2'));
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.match(res.body.data.userinfo.account, /^Demo\d{4}$/);
      assert.equal(res.body.data.userinfo.email, null);
      const demo = await t.app.db
        .selectFrom('users')
        .select('email')
        .where('account_key', '=', 'demo')
        .executeTakeFirstOrThrow();
      assert.equal(demo.email, 'demo@crossbay.local');
    });

    it('keeps an unverified email out of the new account', async () => {
      const res = await postJson<Login>(t.app, '/api/user/third', await throughProvider(t, 'bob-sub-3'));
      assert.equal(res.body.data.userinfo.account, 'bob');
      assert.equal(res.body.data.userinfo.email, null);
    });

    it('makes one account when the same person comes back twice at once', async () => {
      const [one, two] = await Promise.all([
        throughProvider(t, 'cara-sub-4'),
        throughProvider(t, 'cara-sub-4'),
      ]);
      const answers = await Promise.all([
        postJson<Login>(t.app, '/api/user/third', one),
        postJson<Login>(t.app, '/api/user/third', two),
      ]);
      assert.deepEqual(
        answers.map((a) => a.body.code),
        [Codes.Ok, Codes.Ok],
      );
      assert.equal(answers[0].body.data.userinfo.id, answers[1].body.data.userinfo.id);
      assert.equal(answers[0].body.data.userinfo.account, 'cara');
      const links = await t.app.db
        .selectFrom('user_identities')
        .select('user_id')
        .where('subject', '=', 'cara-sub-4')
        .execute();
      assert.equal(links.length, 1);
    });

    it('refuses a disabled account', async () => {
      await t.app.db
        .updateTable('users')
        .set({ disabled_at: new Date().toISOString() })
        .where('account_key', '=', 'ann.lee')
        .execute();
      const res = await postJson(t.app, '/api/user/third', await throughProvider(t, 'ann-sub-1'));
      assert.equal(res.body.code, Codes.AccountDisabled);
      await t.app.db
        .updateTable('users')
        .set({ disabled_at: null })
        .where('account_key', '=', 'ann.lee')
        .execute();
    });

    it('validates the body with a translated message', async () => {
      const res = await postJson(t.app, '/api/user/third', { code: '', state: 'x' });
      assert.equal(res.body.code, Codes.ValidationFailed);
      assert.equal(res.body.msg, 'The sign-in with the other service failed. Please try again.');
    });
  });

  describe(`third-party login switched off on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    it('answers enabled=false and refuses a code', async () => {
      const start = await get<Start>(t.app, '/api/user/third');
      assert.equal(start.body.code, Codes.Ok);
      assert.deepEqual(start.body.data, { enabled: false });
      const res = await postJson(t.app, '/api/user/third', { code: 'abc', state: 'def' });
      assert.equal(res.body.code, Codes.Failed);
      assert.equal(res.body.msg, 'Sign-in with another service is not available.');
    });
  });
}
