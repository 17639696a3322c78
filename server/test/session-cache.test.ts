import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Each process remembers a valid session for SESSION_CACHE_MS (docs/decisions/0053). These tests use every
// token once before it is ended, so the session is in the cache when the change comes.
const CACHE_MS = 1000;

for (const dialect of dialects) {
  describe(`remembered sessions end when they should on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { config: { SESSION_CACHE_MS: CACHE_MS } });
    });
    after(() => t.close());

    const status = async (token: string) => (await get(t.app, '/api/user/getUserInfo', { token })).status;

    it('refuses a logged-out token on the very next request', async () => {
      const { token } = await newBuyer(t.app, 'leaver');
      assert.equal(await status(token), 200);
      assert.equal((await postJson(t.app, '/api/user/logout', {}, { token })).status, 200);
      assert.equal(await status(token), 401);
    });

    it('ends the other sessions at once when the password changes, and keeps the one that changed it', async () => {
      const { token: phone } = await newBuyer(t.app, 'changer');
      const laptop = (
        await postJson<{ userinfo: { token: string } }>(t.app, '/api/user/login', {
          account: 'changer',
          password: 'secret-pass',
        })
      ).body.data.userinfo.token;
      assert.equal(await status(phone), 200);
      assert.equal(await status(laptop), 200);
      const changed = await postJson(
        t.app,
        '/api/user/change_password',
        { old_password: 'secret-pass', password: 'new-secret-1', repassword: 'new-secret-1' },
        { token: phone },
      );
      assert.equal(changed.body.code, 1, changed.body.msg);
      assert.equal(await status(laptop), 401);
      assert.equal(await status(phone), 200);
    });

    it('never serves a session from memory past its expiry', async () => {
      const { id, token } = await newBuyer(t.app, 'expiring');
      const soon = new Date(Date.now() + 300).toISOString();
      await t.app.db.updateTable('sessions').set({ expires_at: soon }).where('user_id', '=', id).execute();
      assert.equal(await status(token), 200);
      await new Promise((r) => setTimeout(r, 400));
      assert.equal(await status(token), 401);
    });

    it('ends a session disabled by another process (the ops CLI) within SESSION_CACHE_MS', async () => {
      const { token } = await newBuyer(t.app, 'banned');
      assert.equal(await status(token), 200);
      const ops = opsFor(t);
      assert.equal((await ops('user', 'disable', 'banned')).code, 0);
      const disabledAt = Date.now();
      assert.equal(
        await eventually(
          () => status(token),
          (s) => s === 401,
          CACHE_MS + 2000,
        ),
        401,
      );
      assert.ok(Date.now() - disabledAt <= CACHE_MS + 300, 'refused within the documented bound');
    });
  });
}
