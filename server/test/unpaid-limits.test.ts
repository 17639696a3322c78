import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { DEFAULT_SETTINGS } from '#server/modules/platform/settings.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, physicalSku, setUnpaidLimits, skuStock } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Hoarding: a buyer with no money reserved a product's whole stock (40 of 40) with unpaid
// orders, again every 30 minutes. Defaults: 5 unpaid orders, 10 unpaid units of a product.
for (const dialect of dialects) {
  describe(`what a buyer may hold unpaid on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const stockOf = (skuId: number) => skuStock(t.app, skuId);
    const create = async (token: string, skuId: number, quantity: number) => {
      const body = { items: [{ sku_id: skuId, quantity }] };
      const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, { token });
      return postJson<CreatedCheckout>(
        t.app,
        '/api/order/create',
        { ...body, expected_total: preview.body.data.total },
        { token },
      );
    };
    const skusOnSale = async (count: number) => {
      const rows = await t.app.db
        .selectFrom('product_skus')
        .innerJoin('products', 'products.id', 'product_skus.product_id')
        .select(['product_skus.id', 'products.id as product_id'])
        .where('products.is_virtual', '=', 0)
        .where('products.status', '=', 'on_sale')
        .where('product_skus.stock', '>=', 5)
        .orderBy('product_skus.id')
        .limit(200)
        .execute();
      const byProduct = new Map<number, number>();
      for (const r of rows)
        if (!byProduct.has(Number(r.product_id))) byProduct.set(Number(r.product_id), Number(r.id));
      return [...byProduct.values()].slice(0, count);
    };

    it('a buyer without money cannot reserve a whole stock: 10 units of a product at most', async () => {
      const sku = await physicalSku(t.app, { minStock: 10 });
      await t.app.db.updateTable('product_skus').set({ stock: 40 }).where('id', '=', sku.skuId).execute();
      await t.app.db.updateTable('products').set({ stock: 40 }).where('id', '=', sku.productId).execute();
      const hoarder = await newBuyer(t.app, 'hoarder');
      await addHomeAddress(t.app, hoarder.token);
      assert.equal((await create(hoarder.token, sku.skuId, 10)).body.code, Codes.Ok);
      const more = await create(hoarder.token, sku.skuId, 1);
      assert.equal(more.body.code, Codes.UnpaidLimitReached, more.body.msg);
      assert.match(more.body.msg, /at most 10 unpaid pieces of/);
      const another = await newBuyer(t.app, 'hoarder2');
      await addHomeAddress(t.app, another.token);
      const oneBigOrder = await create(another.token, sku.skuId, 11);
      assert.equal(oneBigOrder.body.code, Codes.UnpaidLimitReached, oneBigOrder.body.msg);
      assert.equal(await stockOf(sku.skuId), 30);

      // The reservation still ends with the unpaid window, and the buyer may order again.
      await sweepOrders(
        t.app.db,
        { ORDER_AUTO_RECEIVE_DAYS: 10, ORDER_AUTO_COMPLETE_DAYS: 7 },
        new Date(Date.now() + 31 * 60_000),
      );
      assert.equal(await stockOf(sku.skuId), 40);
      assert.equal((await create(hoarder.token, sku.skuId, 10)).body.code, Codes.Ok);
    });

    it('at most 5 unpaid orders; cancelling one makes room; the message is translated', async () => {
      const buyer = await newBuyer(t.app, 'manyOrders');
      await addHomeAddress(t.app, buyer.token);
      const skus = await skusOnSale(6);
      const made: number[] = [];
      for (const skuId of skus.slice(0, 5)) {
        const res = await create(buyer.token, skuId, 1);
        assert.equal(res.body.code, Codes.Ok, res.body.msg);
        made.push(res.body.data.orders[0]?.id as number);
      }
      const sixth = await create(buyer.token, skus[5] as number, 1);
      assert.equal(sixth.body.code, Codes.UnpaidLimitReached);
      assert.match(sixth.body.msg, /at most 5 unpaid orders/);
      const body = { items: [{ sku_id: skus[5], quantity: 1 }], expected_total: '1.00' };
      const thai = await postJson(t.app, '/api/order/create?lang=tai', body, { token: buyer.token });
      // The limit is checked after the price: a wrong total answers PriceChanged first.
      assert.equal(thai.body.code, Codes.PriceChanged);
      const preview = await postJson<{ total: string }>(
        t.app,
        '/api/order/preview',
        { items: body.items },
        {
          token: buyer.token,
        },
      );
      const thaiRefusal = await postJson(
        t.app,
        '/api/order/create?lang=tai',
        { ...body, expected_total: preview.body.data.total },
        { token: buyer.token },
      );
      assert.equal(thaiRefusal.body.code, Codes.UnpaidLimitReached);
      assert.match(thaiRefusal.body.msg, /ยังไม่ชำระ/);

      const cancelled = await postJson(t.app, '/api/order/cancel', { id: made[0] }, { token: buyer.token });
      assert.equal(cancelled.body.code, Codes.Ok, cancelled.body.msg);
      assert.equal((await create(buyer.token, skus[5] as number, 1)).body.code, Codes.Ok);
    });

    it('racing creations never pass the limits: 5 of 20 orders, 3 of 10 three-unit orders', async () => {
      const racer = await newBuyer(t.app, 'orderRacer');
      await addHomeAddress(t.app, racer.token);
      const skus = await skusOnSale(20);
      const answers = await Promise.all(skus.map((skuId) => create(racer.token, skuId, 1)));
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 5);
      assert.ok(
        answers
          .filter((a) => a.body.code !== Codes.Ok)
          .every((a) => a.body.code === Codes.UnpaidLimitReached),
      );

      await setUnpaidLimits(t.app.db, { orders: 100, units_per_product: 10 });
      const sku = await physicalSku(t.app, { minStock: 30 });
      const before = await stockOf(sku.skuId);
      const unitRacer = await newBuyer(t.app, 'unitRacer');
      await addHomeAddress(t.app, unitRacer.token);
      const units = await Promise.all(
        Array.from({ length: 10 }, () => create(unitRacer.token, sku.skuId, 3)),
      );
      assert.equal(units.filter((a) => a.body.code === Codes.Ok).length, 3);
      assert.equal(await stockOf(sku.skuId), before - 9);
      await setUnpaidLimits(t.app.db, DEFAULT_SETTINGS.unpaid_limits);
    });
  });
}
