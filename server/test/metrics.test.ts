import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { checkLedger } from '#server/jobs/ledger-check.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { METRICS_TOKEN, seriesValue } from './support/metrics.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

for (const dialect of dialects) {
  describe(`metrics for the operator on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { config: { METRICS_TOKEN } });
    });
    after(() => t.close());

    const scrape = async (token = METRICS_TOKEN) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    const answers = (text: string, route: string, code: number) =>
      seriesValue(text, 'crossbay_api_answers_total', { route, code: String(code) });

    it('answers 401 without the token or with another one', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 401);
      assert.equal((await scrape('metrics-token-for-test5')).statusCode, 401);
      assert.equal((await scrape()).statusCode, 200);
    });

    it('counts a checkout, a payment refused for a wrong code and a recharge once each, and the recharge waiting', async () => {
      const buyer = await newBuyer(t.app, 'measured', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      const evidence = await uploadPicture(t.app, buyer.token);
      const sku = await physicalSku(t.app);
      const before = (await scrape()).body;

      const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      const { orders } = CreatedCheckout.parse(created?.body.data);
      const wrong = await postJson(
        t.app,
        '/api/order/pay',
        { order_ids: orders.map((o) => o.id), pay_password: '000000', idempotency_key: idempotencyKey() },
        { token: buyer.token },
      );
      assert.equal(wrong.body.code, Codes.PayCodeWrong);
      const recharge = await postJson(
        t.app,
        '/api/user/recharge',
        {
          method: 'chain',
          network: 'TRC20',
          address: 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV',
          amount: '20.00',
          evidence,
          idempotency_key: idempotencyKey(),
        },
        { token: buyer.token },
      );
      assert.equal(recharge.body.code, Codes.Ok, recharge.body.msg);

      const now = (await scrape()).body;
      const moved = (route: string, code: number) => answers(now, route, code) - answers(before, route, code);
      assert.equal(moved('/api/order/create', Codes.Ok), 1);
      assert.equal(moved('/api/order/pay', Codes.PayCodeWrong), 1);
      assert.equal(moved('/api/order/pay', Codes.Ok), 0);
      assert.equal(moved('/api/user/recharge', Codes.Ok), 1);
      const waiting = (text: string) => seriesValue(text, 'crossbay_queue_waiting', { queue: 'recharges' });
      assert.equal(waiting(now) - waiting(before), 1);
      assert.ok(seriesValue(now, 'crossbay_queue_oldest_waiting_seconds', { queue: 'recharges' }) >= 0);
      assert.match(now, /crossbay_http_request_duration_seconds_bucket\{[^}]*route="\/api\/order\/create"/);
      assert.match(now, /crossbay_nodejs_eventloop_lag_seconds /);
      if (dialect === 'postgres')
        assert.ok(
          seriesValue(now, 'crossbay_db_pool_connections', { state: 'total' }) > 0,
          'the pool is seen',
        );
    });

    it('counts the public cache: a second read of a page is a hit', async () => {
      const hits = async () =>
        seriesValue((await scrape()).body, 'crossbay_public_cache_answers_total', { result: 'hit' });
      const before = await hits();
      const url = `/api/index/category?lang=de&metrics=${Date.now()}`;
      for (let i = 0; i < 2; i++) assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200);
      assert.equal((await hits()) - before, 1);
    });

    it('shows the drift of a bill row deleted by hand at the next ledger check, 0 before', async () => {
      const buyer = await newBuyer(t.app, 'drifting');
      await t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId: buyer.id, wallet: 'balance', amount: 1234, type: 'adjustment' }));
      const drift = async () => {
        await checkLedger(t.app.db);
        return seriesValue((await scrape()).body, 'crossbay_ledger_drift_cents', {});
      };
      assert.equal(await drift(), 0);
      await t.app.db.deleteFrom('bill').where('user_id', '=', buyer.id).execute();
      assert.equal(await drift(), 1234);
      assert.ok(seriesValue((await scrape()).body, 'crossbay_ledger_checked_timestamp_seconds', {}) > 0);
    });

    it('has every metric the alert rules and the dashboard name', async () => {
      const deploy = resolve(import.meta.dirname, '../../deploy');
      const named = new Set(
        [
          readFileSync(resolve(deploy, 'prometheus/alerts.yml'), 'utf8'),
          readFileSync(resolve(deploy, 'grafana/crossbay-dashboard.json'), 'utf8'),
        ].flatMap((text) =>
          [...text.matchAll(/\bcrossbay_\w+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')),
        ),
      );
      const scraped = (await scrape()).body;
      const missing = [...named].filter((name) => !scraped.includes(`# TYPE ${name} `));
      assert.deepEqual(missing, []);
      assert.ok(named.size > 10, `${named.size} metrics named`);
    });
  });
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp('sqlite', { seed: false });
  });
  after(() => t.close());

  it('has no /metrics at all', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { accept: 'application/json' },
    });
    assert.equal(res.statusCode, 404);
  });
});
