import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DisplayRates } from '@crossbay/contract/display-rates';
import type { Order } from '@crossbay/contract/order';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

const ECB_FILE = resolve(import.meta.dirname, 'fixtures/eurofxref-daily.xml');

for (const dialect of dialects) {
  describe(`prices in the buyer's currency on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    const shown = () => get<DisplayRates>(t.app, '/api/index/display_rates');
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
    });
    after(() => t.close());

    it('imports the ECB file per dollar, keeps its date, and does not show the rates once they are stale', async () => {
      const imported = await ops('rates', 'import', ECB_FILE);
      assert.equal(imported.code, 0, imported.out);
      assert.match(imported.out, /not shown to buyers/);
      const rows = await t.app.db.selectFrom('display_rates').selectAll().orderBy('currency').execute();
      assert.deepEqual(
        rows.map((r) => [r.currency, r.per_usd, r.set_at, r.source]),
        [
          ['EUR', '0.947867', '2026-01-15T15:00:00.000Z', 'ecb'],
          ['GBP', '0.78872', '2026-01-15T15:00:00.000Z', 'ecb'],
          ['JPY', '155.270142', '2026-01-15T15:00:00.000Z', 'ecb'],
          ['KRW', '1380.208531', '2026-01-15T15:00:00.000Z', 'ecb'],
          ['THB', '34.608531', '2026-01-15T15:00:00.000Z', 'ecb'],
        ],
      );
      // The file's day is far behind the test's clock: older than DISPLAY_RATE_MAX_AGE_HOURS, none is shown.
      assert.deepEqual((await shown()).body.data.rates, []);
      assert.match(
        (await ops('rates', 'list')).out,
        /EUR 0\.947867 per dollar, set 2026-01-15T15:00:00\.000Z \(ecb\) {2}stale/,
      );
    });

    it('shows a rate the operator sets now, with when it was set, and refuses a wrong one', async () => {
      assert.deepEqual((await shown()).body.data.rates, []);
      const set = await ops('rates', 'set', 'EUR', '0.9213', 'KWD', '0.3071');
      assert.equal(set.code, 0, set.out);
      // Seen once this server next reads the shared version (about a second), not only when what it read
      // before the change has expired.
      const answer = await eventually(shown, (a) => a.body.data.rates.length === 2, 3000);
      assert.deepEqual(
        answer.body.data.rates.map((r) => [r.currency, r.per_usd]),
        [
          ['EUR', '0.9213'],
          ['KWD', '0.3071'],
        ],
      );
      assert.ok(Date.now() - Date.parse(answer.body.data.rates[0]?.set_at ?? '') < 60_000);
      assert.equal((await ops('rates', 'set', 'EUR', '-1')).code, 2);
      assert.equal((await ops('rates', 'set', 'XAU', '0.0004')).code, 2);
      assert.equal((await ops('rates', 'import', 'package.json')).code, 2);
    });

    it("keeps on the order the rate shown at checkout; the charge stays in dollars; the buyer's choice is kept", async () => {
      const buyer = await newBuyer(t.app, `Greta${dialect}`);
      const choice = await postJson(
        t.app,
        '/api/user/display_currency',
        { currency: 'EUR' },
        { token: buyer.token },
      );
      assert.equal(choice.body.code, 1);
      const info = await get<{ display_currency: string | null }>(t.app, '/api/user/getUserInfo', {
        token: buyer.token,
      });
      assert.equal(info.body.data.display_currency, 'EUR');
      const wrong = await postJson(
        t.app,
        '/api/user/display_currency',
        { currency: 'XAU' },
        { token: buyer.token },
      );
      assert.equal(wrong.body.msg, 'Choose a currency from the list');

      const sku = await physicalSku(t.app);
      const address_id = await addHomeAddress(t.app, buyer.token);
      const { created } = await checkout(t.app, buyer.token, {
        items: [{ sku_id: sku.skuId, quantity: 1 }],
        address_id,
        display_currency: 'EUR',
      });
      assert.equal(created?.body.code, 1, created?.body.msg);
      const orderId = created?.body.data.orders[0]?.id;
      const order = await get<Order>(t.app, `/api/order/detail?id=${orderId}`, { token: buyer.token });
      assert.equal(order.body.data.display?.currency, 'EUR');
      assert.equal(order.body.data.display?.per_usd, '0.9213');
      assert.equal(order.body.data.total, created?.body.data.total, 'the order is in dollars');

      // A currency with no fresh rate records none: the order shows the dollar alone.
      const { created: plain } = await checkout(t.app, buyer.token, {
        items: [{ sku_id: sku.skuId, quantity: 1 }],
        address_id,
        display_currency: 'JPY',
      });
      const plainOrder = await get<Order>(t.app, `/api/order/detail?id=${plain?.body.data.orders[0]?.id}`, {
        token: buyer.token,
      });
      assert.equal(plainOrder.body.data.display, null);
    });
  });
}
