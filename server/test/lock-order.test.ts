import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedCheckout } from '@crossbay/contract/checkout';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

const BUYERS = 24;

for (const dialect of dialects) {
  describe(`money paths under crossing traffic on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('checkouts naming two shops in either order, paying and cancelling at once, all finish', async () => {
      const first = await physicalSku(t.app, { minStock: 200 });
      const second = await physicalSku(t.app, { minStock: 200, notShop: first.shopId });
      const buyers: { id: number; token: string }[] = [];
      for (let i = 0; i < BUYERS; i++) {
        const buyer = await newBuyer(t.app, `crossing${i}`, { payCode: '123456' });
        await addHomeAddress(t.app, buyer.token);
        await t.app.db
          .transaction()
          .execute((tx) =>
            post(tx, { userId: buyer.id, wallet: 'balance', amount: 1_000_000, type: 'adjustment' }),
          );
        buyers.push(buyer);
      }
      const lines = [
        { sku_id: first.skuId, quantity: 1 },
        { sku_id: second.skuId, quantity: 1 },
      ];
      // Half name the shops one way round, half the other: their stock rows are met in opposite orders.
      const created = await Promise.all(
        buyers.map((buyer, i) =>
          checkout(t.app, buyer.token, { items: i % 2 ? lines : [...lines].reverse() }),
        ),
      );
      const statuses = created.map((c) => c.created?.status);
      assert.deepEqual(new Set(statuses), new Set([200]), `every checkout answered: ${statuses}`);

      const settled = await Promise.all(
        buyers.map((buyer, i) => {
          const orders =
            (created[i]?.created?.body.data as CreatedCheckout | undefined)?.orders.map((o) => o.id) ?? [];
          if (i % 3 === 0) {
            return postJson(t.app, '/api/order/cancel', { id: orders[0] }, { token: buyer.token });
          }
          return postJson(
            t.app,
            '/api/order/pay',
            {
              order_ids: i % 2 ? orders : [...orders].reverse(),
              pay_password: '123456',
              idempotency_key: idempotencyKey(),
            },
            { token: buyer.token },
          );
        }),
      );
      assert.deepEqual(
        settled.map((s) => `${s.status}:${s.body.code}`).filter((s) => s !== '200:1'),
        [],
        'no payment or cancel failed',
      );
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });
  });
}
