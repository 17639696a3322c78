import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { DEFAULT_SETTINGS } from '#server/modules/platform/settings.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import {
  addHomeAddress,
  idempotencyKey,
  physicalSku,
  SWEEP_CONFIG,
  setUnpaidLimits,
  skuStock,
} from './support/shopping.ts';
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
      if (preview.body.code !== Codes.Ok)
        return preview as unknown as Awaited<ReturnType<typeof postJson<CreatedCheckout>>>;
      return postJson<CreatedCheckout>(
        t.app,
        '/api/order/create',
        { ...body, expected_total: preview.body.data.total },
        { token },
      );
    };
    const grant = (userId: number, cents: number) =>
      t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId, wallet: 'balance', amount: cents, type: 'adjustment' }));
    /** A buyer with an address and, with `cents`, that much balance. */
    const buyerWith = async (name: string, cents = 0) => {
      const buyer = await newBuyer(t.app, name, { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      if (cents > 0) await grant(buyer.id, cents);
      return buyer;
    };
    const pay = (token: string, created: { body: { data: CreatedCheckout } }) =>
      postJson(
        t.app,
        '/api/order/pay',
        {
          order_ids: created.body.data.orders.map((o) => o.id),
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        { token },
      );
    /** The units of a spec in orders waiting for payment. */
    const unpaidUnitsOf = async (skuId: number) => {
      const row = await t.app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
        .where('order_items.sku_id', '=', skuId)
        .where('orders.status', '=', 'waiting_pay')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    /** A spec of a product nobody holds unpaid, at `cents` a piece, with `stock` pieces. */
    const scarceSku = async (stock: number, cents: number) => {
      const row = await t.app.db
        .selectFrom('product_skus')
        .innerJoin('products', 'products.id', 'product_skus.product_id')
        .select(['product_skus.id', 'products.id as product_id'])
        .where('products.is_virtual', '=', 0)
        .where('products.status', '=', 'on_sale')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('order_items')
                .innerJoin('orders', 'orders.id', 'order_items.order_id')
                .select('order_items.id')
                .whereRef('order_items.product_id', '=', 'products.id')
                .where('orders.status', '=', 'waiting_pay'),
            ),
          ),
        )
        .orderBy('product_skus.id', 'desc')
        .executeTakeFirstOrThrow();
      const sku = { skuId: Number(row.id), productId: Number(row.product_id) };
      await t.app.db
        .updateTable('product_skus')
        .set({ stock, price: cents })
        .where('id', '=', sku.skuId)
        .execute();
      await t.app.db
        .updateTable('products')
        .set({ stock, price: cents })
        .where('id', '=', sku.productId)
        .execute();
      return sku;
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
      await sweepOrders(t.app.db, SWEEP_CONFIG, new Date(Date.now() + 31 * 60_000));
      assert.equal(await stockOf(sku.skuId), 40);
      assert.equal((await create(hoarder.token, sku.skuId, 10)).body.code, Codes.Ok);
    });

    it('a buyer whose balance covers the order may order up to 999; preview refuses what create refuses', async () => {
      const sku = await scarceSku(2000, 499);
      const rich = await buyerWith('richBuyer', 1_000_000);
      const eleven = await create(rich.token, sku.skuId, 11);
      assert.equal(eleven.body.code, Codes.Ok, eleven.body.msg);
      const paid = await pay(rich.token, eleven);
      assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
      assert.equal((await create(rich.token, sku.skuId, 999)).body.code, Codes.Ok, 'the contract allows 999');

      // Without the money: the preview says no, as the create does, with the same message.
      const poor = await buyerWith('poorBuyer');
      const body = { items: [{ sku_id: sku.skuId, quantity: 11 }] };
      const preview = await postJson(t.app, '/api/order/preview', body, { token: poor.token });
      assert.equal(preview.body.code, Codes.UnpaidLimitReached, preview.body.msg);
      assert.match(preview.body.msg, /at most 10 unpaid pieces of/);
    });

    it('two zero-balance accounts cannot keep a paying buyer from the last units', async () => {
      const sku = await scarceSku(12, 499);
      const [one, two] = [await buyerWith('emptyOne'), await buyerWith('emptyTwo')];
      const held = [await create(one.token, sku.skuId, 10), await create(two.token, sku.skuId, 2)];
      for (const h of held) assert.equal(h.body.code, Codes.Ok, h.body.msg);
      assert.equal(await stockOf(sku.skuId), 0);
      // An order its buyer cannot pay is held for a short while only.
      const shortHold = Date.parse(held[0]?.body.data.expires_at as string) - Date.now();
      assert.ok(shortHold <= 5 * 60_000 && shortHold > 4 * 60_000, `held ${shortHold} ms`);

      const payer = await buyerWith('payingBuyer', 10_000);
      const bought = await create(payer.token, sku.skuId, 3);
      assert.equal(bought.body.code, Codes.Ok, bought.body.msg);
      const paid = await pay(payer.token, bought);
      assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
      // The holders' unpaid orders gave way, and the stock they held is counted exactly.
      const statuses = await t.app.db
        .selectFrom('orders')
        .select('status')
        .where(
          'id',
          'in',
          held.map((h) => h.body.data.orders[0]?.id as number),
        )
        .execute();
      assert.ok(
        statuses.some((s) => s.status === 'cancelled'),
        JSON.stringify(statuses),
      );
      const unpaidUnits = await unpaidUnitsOf(sku.skuId);
      assert.equal(await stockOf(sku.skuId), 12 - 3 - unpaidUnits);

      // Holds give way only when that makes room: asking for more than the stock and the holds cancels nothing.
      const late = await buyerWith('latePayer', 100_000);
      const tooMany = await create(late.token, sku.skuId, (await stockOf(sku.skuId)) + unpaidUnits + 1);
      assert.equal(tooMany.body.code, Codes.OutOfStock, tooMany.body.msg);
      assert.equal(await unpaidUnitsOf(sku.skuId), unpaidUnits);
    });

    it('paying buyers racing for units unfunded holds keep get exactly the stock, never more', async () => {
      const sku = await scarceSku(12, 499);
      for (const name of ['emptyThree', 'emptyFour', 'emptyFive', 'emptySix']) {
        const holder = await buyerWith(name);
        assert.equal((await create(holder.token, sku.skuId, 3)).body.code, Codes.Ok);
      }
      const payers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => buyerWith(`racingPayer${i}`, 10_000)),
      );
      const answers = await Promise.all(payers.map((p) => create(p.token, sku.skuId, 3)));
      const placed = answers.filter((a) => a.body.code === Codes.Ok).length;
      assert.ok(answers.every((a) => a.body.code === Codes.Ok || a.body.code === Codes.OutOfStock));
      assert.equal(placed, 4, 'the 12 units, three at a time');
      assert.equal(await stockOf(sku.skuId), 0);
      assert.equal(await unpaidUnitsOf(sku.skuId), 12, 'every unit held once, by a paying buyer');
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
      // The preview refuses it too, in the asked language.
      const thaiRefusal = await postJson(
        t.app,
        '/api/order/preview?lang=tai',
        { items: body.items },
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
