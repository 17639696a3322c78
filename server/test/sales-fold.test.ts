import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { foldSales } from '#server/modules/orders/sales.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Payments append their sales instead of updating the shop's row every buyer of it waits on;
// the fold adds them to the shown counters, each unit once, however many processes fold at once.
for (const dialect of dialects) {
  describe(`sales counted by a fold after payment on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const counters = async (productId: number, shopId: number) => {
      const product = await t.app.db
        .selectFrom('products')
        .select('sales')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      const shop = await t.app.db
        .selectFrom('merchants')
        .select('sales')
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow();
      return { product: Number(product.sales), shop: Number(shop.sales) };
    };

    it('adds 12 buyers’ racing payments to the product and the shop exactly once, with four folds racing', async () => {
      const sku = await physicalSku(t.app, { minStock: 40, maxPrice: 10_000 });
      const product = await t.app.db
        .selectFrom('products')
        .select('merchant_id')
        .where('id', '=', sku.productId)
        .executeTakeFirstOrThrow();
      const shopId = Number(product.merchant_id);
      await foldSales(t.app.db);
      const before = await counters(sku.productId, shopId);

      const paid = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          const buyer = await newBuyer(t.app, `folder${n}`, { payCode: '123456' });
          await addHomeAddress(t.app, buyer.token);
          await t.app.db
            .transaction()
            .execute((tx) =>
              post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' }),
            );
          const { created } = await checkout(t.app, buyer.token, {
            items: [{ sku_id: sku.skuId, quantity: 2 }],
          });
          assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
          const answer = await postJson(
            t.app,
            '/api/order/pay',
            {
              order_ids: (created?.body.data.orders ?? []).map((o) => o.id),
              pay_password: '123456',
              idempotency_key: idempotencyKey(),
            },
            { token: buyer.token },
          );
          return answer.body.code === Codes.Ok;
        }),
      );
      assert.equal(paid.filter(Boolean).length, 12);

      const folded = await Promise.all(Array.from({ length: 4 }, () => foldSales(t.app.db)));
      assert.equal(
        folded.reduce((a, b) => a + b, 0),
        12,
      );
      assert.deepEqual(await counters(sku.productId, shopId), {
        product: before.product + 24,
        shop: before.shop + 24,
      });
      assert.equal(await foldSales(t.app.db), 0, 'nothing is left to count twice');
    });
  });
}
