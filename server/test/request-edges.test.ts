import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOGIN_FAILURE_LIMIT } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`answers at the edges of a request on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    it('answers a URL that cannot be decoded with the envelope, in the asked language', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/index/%E0%A4%A?lang=de' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        code: 400,
        msg: 'Diese Adresse ist ungültig. Prüfe den Link und versuche es noch einmal.',
        data: null,
      });
    });

    it('names the true limit of a body too large (1 MB), not the upload limit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ account: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
      });
      assert.equal(res.statusCode, 413);
      assert.match(res.json().msg, /at most 1 MB/);
    });

    it('says the true bound of a quantity: at most 999, not "at least 1"', async () => {
      const buyer = await newBuyer(t.app, 'bulk');
      const res = await postJson(
        t.app,
        '/api/cart/add',
        { sku_id: 1, quantity: 1000 },
        { token: buyer.token },
      );
      assert.equal(res.body.code, Codes.ValidationFailed);
      assert.equal(res.body.msg, 'You can buy at most 999 of one item in an order');
    });

    it('asks a recharge without its sending address for the address, not for a shipping address', async () => {
      const buyer = await newBuyer(t.app, 'sender');
      const res = await postJson(
        t.app,
        '/api/user/recharge',
        {
          method: 'chain',
          network: 'TRC20',
          address: '',
          amount: '10.00',
          evidence: '/uploads/x.webp',
          idempotency_key: 'edge-recharge-1',
        },
        { token: buyer.token },
      );
      assert.equal(res.body.msg, 'Please enter the address');
    });

    it('checks at most 5 old passwords of a burst when changing the password', async () => {
      const buyer = await newBuyer(t.app, 'changer');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          postJson(
            t.app,
            '/api/user/change_password',
            { old_password: `guess-${i}`, password: 'brand-new-1', repassword: 'brand-new-1' },
            { token: buyer.token },
          ),
        ),
      );
      const checked = answers.filter((a) => a.body.code === Codes.WrongCredentials).length;
      assert.ok(checked <= LOGIN_FAILURE_LIMIT, `${checked} old passwords were checked`);
      const change = (old_password: string) =>
        postJson(
          t.app,
          '/api/user/change_password',
          { old_password, password: 'brand-new-1', repassword: 'brand-new-1' },
          { token: buyer.token },
        );
      // Tries turned away in the burst took their rows back: wrong ones up to the limit, then it holds.
      for (let i = checked; i < LOGIN_FAILURE_LIMIT; i++) await change(`late-guess-${i}`);
      assert.equal((await change('secret-pass')).status, 429, 'even the right one waits after 5 wrong ones');
    });
  });
}
