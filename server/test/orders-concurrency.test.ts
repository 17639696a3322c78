import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CheckoutPreview, CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { DEFAULT_SETTINGS } from '#server/modules/platform/settings.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import {
  addHomeAddress,
  cardKeyProduct,
  checkout,
  idempotencyKey,
  physicalSku,
  setUnpaidLimits,
  skuStock,
} from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`money and stock under concurrency on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const setBalance = async (userId: number, cents: number) =>
      t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId, wallet: 'balance', amount: cents, type: 'adjustment' }));

    it('pays exactly as many of 50 racing payments as the balance covers', async () => {
      const buyer = await newBuyer(t.app, 'racer', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      const sku = await physicalSku(t.app, { minStock: 60, maxPrice: 10_000 });
      // 50 unpaid orders of one product: above the default unpaid limits, raised for this race.
      await setUnpaidLimits(t.app.db, { orders: 50, units_per_product: 50 });
      const orders: CreatedCheckout['orders'] = [];
      for (let i = 0; i < 50; i++) {
        const { created } = await checkout(t.app, buyer.token, {
          items: [{ sku_id: sku.skuId, quantity: 1 }],
        });
        assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
        orders.push(...(created?.body.data.orders ?? []));
      }
      const each = Math.round(Number(orders[0]?.total) * 100);
      await setBalance(buyer.id, each * 10 + each - 1);
      const answers = await Promise.all(
        orders.map((o) =>
          postJson(
            t.app,
            '/api/order/pay',
            { order_ids: [o.id], pay_password: '123456', idempotency_key: idempotencyKey() },
            { token: buyer.token },
          ),
        ),
      );
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 10);
      assert.ok(
        answers
          .filter((a) => a.body.code !== Codes.Ok)
          .every((a) => a.body.code === Codes.InsufficientBalance),
      );
      const user = await t.app.db
        .selectFrom('users')
        .select('balance')
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(user.balance), each - 1);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
      await setUnpaidLimits(t.app.db, DEFAULT_SETTINGS.unpaid_limits);
    });

    it('sells the last 5 units to 5 of 20 racing buyers, never more', async () => {
      const sku = await physicalSku(t.app, { minStock: 10 });
      await t.app.db.updateTable('product_skus').set({ stock: 5 }).where('id', '=', sku.skuId).execute();
      await t.app.db.updateTable('products').set({ stock: 5 }).where('id', '=', sku.productId).execute();
      const buyers = [];
      for (let i = 0; i < 20; i++) {
        const b = await newBuyer(t.app, `crowd${i}`);
        await addHomeAddress(t.app, b.token);
        buyers.push(b);
      }
      const body = { items: [{ sku_id: sku.skuId, quantity: 1 }] };
      const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, {
        token: buyers[0]?.token as string,
      });
      const answers = await Promise.all(
        buyers.map((b) =>
          postJson(
            t.app,
            '/api/order/create',
            { ...body, expected_total: preview.body.data.total },
            { token: b.token },
          ),
        ),
      );
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 5);
      const stock = await t.app.db
        .selectFrom('product_skus')
        .select('stock')
        .where('id', '=', sku.skuId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(stock.stock), 0);
    });

    it('sells the last 3 units of one spec to 3 of 12 racing two-shop checkouts; the others keep nothing', async () => {
      const plenty = await physicalSku(t.app, { minStock: 100 });
      const scarce = await physicalSku(t.app, { minStock: 10, notShop: plenty.shopId });
      await t.app.db.updateTable('product_skus').set({ stock: 3 }).where('id', '=', scarce.skuId).execute();
      await t.app.db.updateTable('products').set({ stock: 3 }).where('id', '=', scarce.productId).execute();
      const stockOf = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('product_skus')
              .select('stock')
              .where('id', '=', plenty.skuId)
              .executeTakeFirstOrThrow()
          ).stock,
        );
      const plentyBefore = await stockOf();
      const buyers = [];
      for (let i = 0; i < 12; i++) {
        const b = await newBuyer(t.app, `pair${i}`);
        await addHomeAddress(t.app, b.token);
        buyers.push(b);
      }
      const lines = [
        { sku_id: plenty.skuId, quantity: 2 },
        { sku_id: scarce.skuId, quantity: 1 },
      ];
      const preview = await postJson<{ total: string }>(
        t.app,
        '/api/order/preview',
        { items: lines },
        {
          token: buyers[0]?.token as string,
        },
      );
      const answers = await Promise.all(
        buyers.map((b, i) =>
          postJson(
            t.app,
            '/api/order/create',
            { items: i % 2 ? lines : [...lines].reverse(), expected_total: preview.body.data.total },
            { token: b.token },
          ),
        ),
      );
      const codes = answers.map((a) => a.body.code);
      assert.equal(codes.filter((c) => c === Codes.Ok).length, 3, `answers: ${codes}`);
      assert.equal(codes.filter((c) => c === Codes.OutOfStock).length, 9, `answers: ${codes}`);
      const scarceLeft = await t.app.db
        .selectFrom('product_skus')
        .select('stock')
        .where('id', '=', scarce.skuId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(scarceLeft.stock), 0);
      // Only the three orders made took the other spec's units: a refused checkout gave its share back.
      assert.equal(await stockOf(), plentyBefore - 3 * 2);
    });

    it('lets one buyer order a card-key product up to its day limit, however many orders race', async () => {
      const card = await t.app.db
        .selectFrom('products')
        .innerJoin('product_skus', 'product_skus.product_id', 'products.id')
        .select(['products.id', 'product_skus.id as sku_id', 'products.limit_day'])
        .where('products.is_virtual', '=', 1)
        .where('products.limit_day', 'is not', null)
        .orderBy('products.id', 'desc')
        .executeTakeFirstOrThrow();
      const buyer = await newBuyer(t.app, 'collector', { payCode: '123456' });
      const body = { items: [{ sku_id: Number(card.sku_id), quantity: 1 }] };
      const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, {
        token: buyer.token,
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postJson(
            t.app,
            '/api/order/create',
            { ...body, expected_total: preview.body.data.total },
            { token: buyer.token },
          ),
        ),
      );
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, card.limit_day);
      assert.ok(
        answers
          .filter((a) => a.body.code !== Codes.Ok)
          .every((a) => a.body.code === Codes.PurchaseLimitReached),
      );
    });

    it('pays once for the same idempotency key sent 10 times at once, answering each the same', async () => {
      const buyer = await newBuyer(t.app, 'repeater', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      await setBalance(buyer.id, 1_000_000);
      const sku = await physicalSku(t.app);
      const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const key = idempotencyKey();
      const body = {
        order_ids: [created?.body.data.orders[0]?.id],
        pay_password: '123456',
        idempotency_key: key,
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          postJson<{ balance: string }>(t.app, '/api/order/pay', body, { token: buyer.token }),
        ),
      );
      assert.ok(
        answers.every((a) => a.body.code === Codes.Ok),
        answers.map((a) => a.body.msg).join(' / '),
      );
      assert.equal(new Set(answers.map((a) => a.body.data.balance)).size, 1);
      const payments = await t.app.db
        .selectFrom('bill')
        .select('id')
        .where('user_id', '=', buyer.id)
        .where('type', '=', 'payment')
        .execute();
      assert.equal(payments.length, 1);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });

    it("places many buyers' checkouts sent at once each as if it were alone", async () => {
      const sku = await physicalSku(t.app, { minStock: 30, maxPrice: 10_000 });
      type Buyer = { id: number; token: string; address: number; total: string };
      const buyers: Buyer[] = [];
      for (let i = 0; i < 10; i++) {
        const buyer = await newBuyer(t.app, `placing${i}`);
        const address = await addHomeAddress(t.app, buyer.token);
        const added = await postJson(
          t.app,
          '/api/cart/add',
          // Every other buyer has one more in the bag than he orders from it.
          { sku_id: sku.skuId, quantity: 2 + (i % 2) },
          { token: buyer.token },
        );
        assert.equal(added.body.code, Codes.Ok, added.body.msg);
        const items = [{ sku_id: sku.skuId, quantity: 2 }];
        const preview = await postJson<CheckoutPreview>(
          t.app,
          '/api/order/preview',
          { items },
          { token: buyer.token },
        );
        assert.equal(preview.body.code, Codes.Ok, preview.body.msg);
        buyers.push({ ...buyer, address, total: preview.body.data.total });
      }
      const [changed, intruder, victim, twice] = buyers as [Buyer, Buyer, Buyer, Buyer, ...Buyer[]];
      const stockBefore = await skuStock(t.app, sku.skuId);
      const key = idempotencyKey();
      const create = (buyer: Buyer, body: Record<string, unknown> = {}) =>
        postJson<CreatedCheckout>(
          t.app,
          '/api/order/create',
          {
            items: [{ sku_id: sku.skuId, quantity: 2 }],
            expected_total: buyer.total,
            from_bag: true,
            ...body,
          },
          { token: buyer.token },
        );
      const answers = await Promise.all([
        ...buyers.map((b) =>
          b === changed
            ? create(b, { expected_total: '0.01' })
            : b === intruder
              ? create(b, { address_id: victim.address })
              : create(b, b === twice ? { idempotency_key: key } : {}),
        ),
        create(twice, { idempotency_key: key }),
      ]);
      const code = (i: number) => answers[i]?.body.code;
      assert.equal(code(0), Codes.PriceChanged);
      assert.equal(code(1), Codes.NotFound, 'another buyer’s address is not shipped to');
      for (let i = 2; i < answers.length; i++) assert.equal(code(i), Codes.Ok, answers[i]?.body.msg);
      assert.deepEqual(answers[10]?.body.data, answers[3]?.body.data, 'the same key answers the same orders');

      const orders = await t.app.db
        .selectFrom('orders')
        .select(['user_id', 'total', 'addressee'])
        .where(
          'user_id',
          'in',
          buyers.map((b) => b.id),
        )
        .execute();
      const placed = buyers.slice(2);
      assert.deepEqual(
        orders.map((o) => Number(o.user_id)).sort((a, b) => a - b),
        placed.map((b) => b.id).sort((a, b) => a - b),
        'one order for each buyer placed, none for the refused',
      );
      for (const o of orders) {
        const buyer = placed.find((b) => b.id === Number(o.user_id));
        assert.equal((Number(o.total) / 100).toFixed(2), buyer?.total);
      }
      assert.equal(await skuStock(t.app, sku.skuId), stockBefore - 2 * placed.length);
      for (const [i, b] of buyers.entries()) {
        const bag = await t.app.db
          .selectFrom('cart_items')
          .select('quantity')
          .where('user_id', '=', b.id)
          .execute();
        assert.deepEqual(
          bag.map((line) => Number(line.quantity)),
          i < 2 ? [2 + (i % 2)] : i % 2 ? [1] : [],
          'what each buyer ordered leaves his bag, and only that',
        );
      }
    });

    it('refuses at pay the one buyer of many whose card keys a lowered limit no longer allows', async () => {
      const card = await cardKeyProduct(t.app, { minStock: 8 });
      await t.app.db
        .updateTable('products')
        .set({ limit_day: 5, limit_week: null, limit_month: null })
        .where('id', '=', card.productId)
        .execute();
      type Payer = { id: number; token: string; order: number };
      const buyers: Payer[] = [];
      for (let i = 0; i < 6; i++) {
        const buyer = await newBuyer(t.app, `keyed${i}`, { payCode: '123456' });
        await setBalance(buyer.id, 1_000_000);
        const { created } = await checkout(t.app, buyer.token, {
          items: [{ sku_id: card.skuId, quantity: i === 5 ? 2 : 1 }],
        });
        const order = created?.body.data.orders[0];
        assert.ok(order, created?.body.msg);
        buyers.push({ ...buyer, order: order.id });
      }
      await t.app.db.updateTable('products').set({ limit_day: 1 }).where('id', '=', card.productId).execute();
      const answers = await Promise.all(
        buyers.map((b) =>
          postJson(
            t.app,
            '/api/order/pay',
            { order_ids: [b.order], pay_password: '123456', idempotency_key: idempotencyKey() },
            { token: b.token },
          ),
        ),
      );
      // The refused payment is sent last, so it waits and shares a transaction with others (pay.ts).
      assert.equal(answers[5]?.body.code, Codes.PurchaseLimitReached);
      for (const a of answers.slice(0, 5)) assert.equal(a.body.code, Codes.Ok, a.body.msg);
      const keys = await t.app.db
        .selectFrom('card_keys')
        .select('order_id')
        .where(
          'order_id',
          'in',
          buyers.map((b) => b.order),
        )
        .execute();
      assert.deepEqual(
        keys.map((k) => Number(k.order_id)).sort((a, b) => a - b),
        buyers
          .slice(0, 5)
          .map((b) => b.order)
          .sort((a, b) => a - b),
        'one key for each order paid, none for the refused one',
      );
      const refused = await t.app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', (buyers[5] as Payer).order)
        .executeTakeFirstOrThrow();
      assert.equal(refused.status, 'waiting_pay');
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });

    it("pays many buyers' payments sent at once each as if it were alone", async () => {
      const sku = await physicalSku(t.app, { minStock: 20, maxPrice: 10_000 });
      type Payer = { id: number; token: string; order: number; total: number };
      const buyers: Payer[] = [];
      for (let i = 0; i < 12; i++) {
        const buyer = await newBuyer(t.app, `together${i}`, { payCode: '123456' });
        await addHomeAddress(t.app, buyer.token);
        await setBalance(buyer.id, 1_000_000);
        const { created } = await checkout(t.app, buyer.token, {
          items: [{ sku_id: sku.skuId, quantity: 1 }],
        });
        const order = created?.body.data.orders[0];
        assert.ok(order, created?.body.msg);
        buyers.push({ ...buyer, order: order.id, total: Math.round(Number(order.total) * 100) });
      }
      const [wrongCode, short, intruder, victim, twice] = buyers as [
        Payer,
        Payer,
        Payer,
        Payer,
        Payer,
        ...Payer[],
      ];
      await setBalance(short.id, short.total - 1 - 1_000_000);
      const pay = (buyer: Payer, body: { order_ids: number[]; pay_password?: string }) =>
        postJson<{ balance: string }>(
          t.app,
          '/api/order/pay',
          { pay_password: '123456', idempotency_key: idempotencyKey(), ...body },
          { token: buyer.token },
        );
      const answers = await Promise.all([
        ...buyers.map((b) =>
          pay(b, {
            order_ids: [b === intruder ? victim.order : b.order],
            pay_password: b === wrongCode ? '654321' : '123456',
          }),
        ),
        pay(twice, { order_ids: [twice.order] }),
      ]);
      const code = (i: number) => answers[i]?.body.code;
      assert.equal(code(0), Codes.PayCodeWrong);
      assert.equal(code(1), Codes.InsufficientBalance);
      assert.equal(code(2), Codes.OrderStateChanged, 'another buyer’s order is not paid');
      assert.deepEqual(
        [code(4), code(12)].sort(),
        [Codes.Ok, Codes.OrderStateChanged].sort(),
        'one order paid twice at once is paid once',
      );
      for (const i of [3, 5, 6, 7, 8, 9, 10, 11]) assert.equal(code(i), Codes.Ok, answers[i]?.body.msg);

      const users = await t.app.db
        .selectFrom('users')
        .select(['id', 'balance'])
        .where(
          'id',
          'in',
          buyers.map((b) => b.id),
        )
        .execute();
      const balanceOf = (id: number) => Number(users.find((u) => Number(u.id) === id)?.balance);
      assert.equal(balanceOf(wrongCode.id), 1_000_000);
      assert.equal(balanceOf(short.id), short.total - 1);
      assert.equal(balanceOf(intruder.id), 1_000_000);
      for (const b of buyers.slice(3)) assert.equal(balanceOf(b.id), 1_000_000 - b.total);
      for (const [i, b] of buyers.entries())
        if (i >= 3 && i !== 4)
          assert.equal(answers[i]?.body.data.balance, ((1_000_000 - b.total) / 100).toFixed(2));

      const waiting = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where(
          'id',
          'in',
          buyers.map((b) => b.order),
        )
        .where('status', '=', 'waiting_pay')
        .execute();
      assert.deepEqual(
        waiting.map((o) => Number(o.id)).sort((a, b) => a - b),
        [wrongCode.order, short.order, intruder.order].sort((a, b) => a - b),
      );
      const failures = await t.app.db
        .selectFrom('attempts')
        .select('subject')
        .where('scope', '=', 'pay_code')
        .where(
          'subject',
          'in',
          buyers.map((b) => `user:${b.id}`),
        )
        .execute();
      assert.deepEqual(
        failures.map((f) => f.subject),
        [`user:${wrongCode.id}`],
        'the wrong code is counted, for its buyer only',
      );
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });
  });
}
