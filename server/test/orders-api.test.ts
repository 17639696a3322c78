import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  Bag,
  CheckoutPreview,
  CreatedCheckout,
  PayResult,
  PurchaseLimitHint,
} from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { CardKey, Logistics, Order, OrderPage } from '@crossbay/contract/order';
import { pageOf } from '@crossbay/contract/pagination';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { ledgerDrift } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import {
  addHomeAddress,
  cardKeyProduct,
  checkout,
  idempotencyKey,
  physicalSku,
  SWEEP_CONFIG,
  skuStock,
} from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

const SWEEP = SWEEP_CONFIG;

for (const dialect of dialects) {
  describe(`bag, checkout, pay and orders on ${dialect}`, () => {
    let t: TestApp;
    let buyer: { id: number; token: string };
    before(async () => {
      t = await startTestApp(dialect);
      buyer = await newBuyer(t.app, 'shopper', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      await t.app.db.updateTable('users').set({ balance: 0 }).where('id', '=', buyer.id).execute();
      await t.app.db.transaction().execute(async (tx) => {
        const { post } = await import('#server/modules/wallet/ledger.ts');
        await post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' });
        await post(tx, { userId: buyer.id, wallet: 'bonus', amount: 1_000, type: 'discount' });
      });
    });
    after(() => t.close());

    const balances = async () => {
      const u = await t.app.db
        .selectFrom('users')
        .select(['balance', 'bonus_usable', 'bonus_used', 'bonus_total'])
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      return {
        balance: Number(u.balance),
        usable: Number(u.bonus_usable),
        used: Number(u.bonus_used),
        gifts: Number(u.bonus_total),
      };
    };
    const stockOf = (skuId: number) => skuStock(t.app, skuId);

    it('adds the same spec twice as one line, bounded by stock', async () => {
      const sku = await physicalSku(t.app);
      await postJson(t.app, '/api/cart/add', { sku_id: sku.skuId, quantity: 1 }, { token: buyer.token });
      const res = await postJson(
        t.app,
        '/api/cart/add',
        { sku_id: sku.skuId, quantity: 2 },
        { token: buyer.token },
      );
      const added = Bag.parse(res.body.data);
      assert.equal(added.count, 3);
      assert.equal(added.shops[0]?.items[0]?.quantity, 3);
      const tooMany = await postJson(
        t.app,
        '/api/cart/add',
        { sku_id: sku.skuId, quantity: sku.stock },
        { token: buyer.token },
      );
      assert.equal(tooMany.body.code, Codes.OutOfStock);
      const list = Bag.parse((await get(t.app, '/api/cart/list', { token: buyer.token })).body.data);
      const id = list.shops[0]?.items[0]?.id as number;
      const other = await newBuyer(t.app, 'nosy');
      assert.equal(
        (await postJson(t.app, '/api/cart/update', { id, quantity: 1 }, { token: other.token })).body.code,
        Codes.NotFound,
      );
      await postJson(t.app, '/api/cart/del', { ids: [id] }, { token: buyer.token });
      assert.equal(
        (await get<{ count: number }>(t.app, '/api/cart/list', { token: buyer.token })).body.data.count,
        0,
      );
    });

    it('checks out two shops into two orders with freight, a promo code and discount money, then pays', async () => {
      const ops = opsFor(t);
      assert.equal(
        (await ops('promo', 'add', 'SAVE10', '--kind', 'percent', '--value', '10', '--min-spend', '1.00'))
          .code,
        0,
      );
      const a = await physicalSku(t.app, { maxPrice: 3000 });
      const b = await physicalSku(t.app, { notShop: a.shopId, maxPrice: 3000 });
      const before = await balances();
      const body = {
        items: [
          { sku_id: a.skuId, quantity: 1 },
          { sku_id: b.skuId, quantity: 2 },
        ],
        promo_code: 'save10',
        discount: '1.00',
      };
      const { preview, created } = await checkout(t.app, buyer.token, body);
      assert.equal(preview.body.code, Codes.Ok, preview.body.msg);
      assert.equal(CheckoutPreview.parse(preview.body.data).shops.length, 2);
      const goods = a.price + 2 * b.price;
      const promo = Math.floor(goods / 10);
      const freightA = a.price >= 5000 ? 0 : 500;
      const freightB = 2 * b.price >= 5000 ? 0 : 500;
      const expected = goods + freightA + freightB - promo - 100;
      assert.equal(preview.body.data.total, (expected / 100).toFixed(2));
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      const { orders } = CreatedCheckout.parse(created?.body.data);
      assert.equal(orders.length, 2);
      assert.equal(await stockOf(a.skuId), a.stock - 1, 'stock is reserved at create');
      assert.equal((await balances()).usable, before.usable - 100, 'discount money set aside');

      const wrong = await postJson(
        t.app,
        '/api/order/pay',
        { order_ids: orders.map((o) => o.id), pay_password: '000000', idempotency_key: idempotencyKey() },
        { token: buyer.token },
      );
      assert.equal(wrong.body.code, Codes.PayCodeWrong);
      assert.equal((await balances()).balance, before.balance, 'a failed payment changes nothing');

      const paid = await postJson(
        t.app,
        '/api/order/pay?lang=de',
        { order_ids: orders.map((o) => o.id), pay_password: '123456', idempotency_key: idempotencyKey() },
        { token: buyer.token },
      );
      assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
      assert.equal(PayResult.parse(paid.body.data).paid, (expected / 100).toFixed(2));
      const after = await balances();
      assert.equal(after.balance, before.balance - expected);
      assert.equal(after.used, before.used + 100);
      const list = await get(t.app, '/api/user/order_list?status=waiting_deliver', { token: buyer.token });
      const page = OrderPage.parse(list.body.data);
      assert.equal(page.counts.waiting_deliver, 2);
      assert.deepEqual(page.list[0]?.address, {
        addressee: 'Ann Lee',
        mobile: '+66812345678',
        lines: ['12 Sukhumvit Rd', 'Watthana', 'BANGKOK 10110', 'THAILAND'],
      });
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });

    it('leaves the bag alone on "buy now", and takes from it only what a bag checkout ordered', async () => {
      const shopper = await newBuyer(t.app, `bagkeeper${dialect}`);
      await addHomeAddress(t.app, shopper.token);
      const sku = await physicalSku(t.app, { minStock: 6 });
      const bagLines = async () =>
        Bag.parse((await get(t.app, '/api/cart/list', { token: shopper.token })).body.data).shops.flatMap(
          (shop) => shop.items.map((item) => ({ sku: item.sku_id, quantity: item.quantity })),
        );
      await postJson(t.app, '/api/cart/add', { sku_id: sku.skuId, quantity: 3 }, { token: shopper.token });
      const line = [{ sku_id: sku.skuId, quantity: 1 }];
      const bought = await checkout(t.app, shopper.token, { items: line });
      assert.equal(bought.created?.body.code, Codes.Ok, bought.created?.body.msg);
      assert.deepEqual(await bagLines(), [{ sku: sku.skuId, quantity: 3 }], 'buy now keeps the bag line');

      const fromBag = await checkout(t.app, shopper.token, { items: line, from_bag: true });
      assert.equal(fromBag.created?.body.code, Codes.Ok, fromBag.created?.body.msg);
      assert.deepEqual(await bagLines(), [{ sku: sku.skuId, quantity: 2 }], 'the rest stays in the bag');
      const rest = await checkout(t.app, shopper.token, {
        items: [{ sku_id: sku.skuId, quantity: 2 }],
        from_bag: true,
      });
      assert.equal(rest.created?.body.code, Codes.Ok, rest.created?.body.msg);
      assert.deepEqual(await bagLines(), [], 'the whole line ordered leaves the bag');
      for (const placed of [bought, fromBag, rest]) {
        for (const order of placed.created?.body.data.orders ?? []) {
          await postJson(t.app, '/api/order/cancel', { id: order.id }, { token: shopper.token });
        }
      }
    });

    it("shows the chosen spec's own picture on the bag line, the checkout and the order", async () => {
      const colour = await t.app.db
        .selectFrom('product_skus')
        .innerJoin('product_images', (join) =>
          join
            .onRef('product_images.product_id', '=', 'product_skus.product_id')
            .onRef('product_images.sort', '=', 'product_skus.picture_sort'),
        )
        .innerJoin('products', 'products.id', 'product_skus.product_id')
        .select(['product_skus.id as sku_id', 'product_images.thumb_path'])
        .where('product_skus.picture_sort', '>', 0)
        .where('product_skus.stock', '>=', 2)
        .where('products.is_virtual', '=', 0)
        .where('products.status', '=', 'on_sale')
        .executeTakeFirstOrThrow();
      const skuId = Number(colour.sku_id);
      const picture = colour.thumb_path;
      const painter = await newBuyer(t.app, `painter${dialect}`);
      await addHomeAddress(t.app, painter.token);
      const added = await postJson(
        t.app,
        '/api/cart/add',
        { sku_id: skuId, quantity: 1 },
        { token: painter.token },
      );
      assert.equal(Bag.parse(added.body.data).shops[0]?.items[0]?.image, picture, 'the bag line');
      const { preview, created } = await checkout(t.app, painter.token, {
        items: [{ sku_id: skuId, quantity: 1 }],
        from_bag: true,
      });
      assert.equal(
        CheckoutPreview.parse(preview.body.data).shops[0]?.items[0]?.image,
        picture,
        'the checkout',
      );
      const id = created?.body.data.orders[0]?.id;
      const order = Order.parse(
        (await get(t.app, `/api/order/detail?id=${id}`, { token: painter.token })).body.data,
      );
      assert.equal(order.items[0]?.image, picture, 'the order');
      await postJson(t.app, '/api/order/cancel', { id }, { token: painter.token });
    });

    it('refuses a changed price between preview and create, and never charges it', async () => {
      const sku = await physicalSku(t.app);
      const body = { items: [{ sku_id: sku.skuId, quantity: 1 }] };
      const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, {
        token: buyer.token,
      });
      await t.app.db
        .updateTable('product_skus')
        .set({ price: sku.price + 100 })
        .where('id', '=', sku.skuId)
        .execute();
      const created = await postJson(
        t.app,
        '/api/order/create',
        { ...body, expected_total: preview.body.data.total },
        { token: buyer.token },
      );
      assert.equal(created.body.code, Codes.PriceChanged);
      assert.equal(await stockOf(sku.skuId), sku.stock);
    });

    it("never ships to another buyer's address: not found at preview and create, nothing reserved", async () => {
      const other = await newBuyer(t.app, `Neighbour${dialect}`);
      const theirs = await addHomeAddress(t.app, other.token);
      const sku = await physicalSku(t.app);
      const body = { items: [{ sku_id: sku.skuId, quantity: 1 }], address_id: theirs };
      const preview = await postJson(t.app, '/api/order/preview', body, { token: buyer.token });
      assert.equal(preview.body.code, Codes.NotFound);
      const ordersOfBuyer = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', buyer.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const ordersBefore = await ordersOfBuyer();
      const created = await postJson(
        t.app,
        '/api/order/create',
        { ...body, expected_total: '1.00' },
        { token: buyer.token },
      );
      assert.equal(created.body.code, Codes.NotFound);
      assert.equal(await stockOf(sku.skuId), sku.stock);
      assert.equal(await ordersOfBuyer(), ordersBefore, 'no order was made');
    });

    it('applies the rules of spec §5 at checkout', async () => {
      const sku = await physicalSku(t.app);
      const card = await t.app.db
        .selectFrom('product_skus')
        .innerJoin('products', 'products.id', 'product_skus.product_id')
        .select('product_skus.id')
        .where('products.is_virtual', '=', 1)
        .executeTakeFirstOrThrow();
      const mixed = await postJson(
        t.app,
        '/api/order/preview',
        {
          items: [
            { sku_id: sku.skuId, quantity: 1 },
            { sku_id: Number(card.id), quantity: 1 },
          ],
        },
        { token: buyer.token },
      );
      assert.equal(mixed.body.msg, 'Virtual products cannot be ordered together with goods that ship');
      assert.equal(
        (await postJson(t.app, '/api/order/preview', { items: [] }, { token: buyer.token })).body.msg,
        'Please select at least one item',
      );
      const twice = {
        items: [
          { sku_id: sku.skuId, quantity: 1 },
          { sku_id: sku.skuId, quantity: 2 },
        ],
      };
      for (const route of ['/api/order/preview', '/api/order/create']) {
        const repeated = await postJson(
          t.app,
          route,
          route.endsWith('create') ? { ...twice, expected_total: '1.00' } : twice,
          { token: buyer.token },
        );
        assert.equal(repeated.body.code, Codes.ValidationFailed, route);
        assert.equal(repeated.body.msg, 'The same item appears twice', route);
      }
      assert.equal(await stockOf(sku.skuId), sku.stock, 'a spec named twice reserves nothing');
      // A new buyer sees the goods priced before adding an address; the order itself waits for one.
      const noAddress = await newBuyer(t.app, 'homeless');
      const goods = { items: [{ sku_id: sku.skuId, quantity: 1 }] };
      const priced = await postJson<CheckoutPreview>(t.app, '/api/order/preview', goods, {
        token: noAddress.token,
      });
      assert.equal(priced.body.code, Codes.Ok, priced.body.msg);
      const unaddressed = CheckoutPreview.parse(priced.body.data);
      assert.equal(unaddressed.address, null);
      assert.equal(unaddressed.shops[0]?.items[0]?.sku_id, sku.skuId);
      const needs = await postJson(
        t.app,
        '/api/order/create',
        { ...goods, expected_total: unaddressed.total },
        { token: noAddress.token },
      );
      assert.equal(needs.body.code, Codes.ValidationFailed);
      assert.equal(needs.body.msg, 'Please choose a shipping address');
      const addressId = await addHomeAddress(t.app, noAddress.token);
      const addressed = await postJson<CheckoutPreview>(t.app, '/api/order/preview', goods, {
        token: noAddress.token,
      });
      assert.equal(addressed.body.data.address?.id, addressId, 'the first address is the default');
      assert.equal(addressed.body.data.total, unaddressed.total);
      // All addresses deleted: priced again without one, and still no order.
      await get(t.app, `/api/user/address_del?id=${addressId}`, { token: noAddress.token });
      const { preview: again, created: refused } = await checkout(t.app, noAddress.token, goods);
      assert.equal(again.body.data.address, null);
      assert.equal(refused?.body.msg, 'Please choose a shipping address');
      const virtualOnly = await postJson(
        t.app,
        '/api/order/preview',
        { items: [{ sku_id: Number(card.id), quantity: 1 }] },
        { token: noAddress.token },
      );
      assert.equal(virtualOnly.body.code, Codes.Ok, 'a virtual order needs no address');
      const greedy = await postJson(
        t.app,
        '/api/order/preview',
        { items: [{ sku_id: sku.skuId, quantity: 1 }], discount: '9999.00' },
        { token: buyer.token },
      );
      assert.match(greedy.body.msg, /at most/);
    });

    it('cancels an unpaid order and returns stock and discount money; the sweep cancels expired ones', async () => {
      const sku = await physicalSku(t.app);
      const start = await balances();
      const { created } = await checkout(t.app, buyer.token, {
        items: [{ sku_id: sku.skuId, quantity: 2 }],
        discount: '0.50',
      });
      const id = created?.body.data.orders[0]?.id as number;
      const cancelled = await postJson<Order>(t.app, '/api/order/cancel', { id }, { token: buyer.token });
      assert.equal(cancelled.body.data.status, 'cancelled');
      assert.equal(await stockOf(sku.skuId), sku.stock);
      assert.deepEqual(await balances(), start, 'discount money back, and not counted as a new gift');
      assert.equal(
        (await postJson(t.app, '/api/order/cancel', { id }, { token: buyer.token })).body.code,
        Codes.OrderStateChanged,
      );

      const second = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const secondId = second.created?.body.data.orders[0]?.id as number;
      const later = new Date(Date.now() + 31 * 60_000);
      const swept = await Promise.all([
        sweepOrders(t.app.db, SWEEP, later),
        sweepOrders(t.app.db, SWEEP, later),
      ]);
      assert.equal(swept[0].expired + swept[1].expired, 1, 'two sweeps at once cancel it once');
      const order = await get<Order>(t.app, `/api/order/detail?id=${secondId}`, { token: buyer.token });
      assert.equal(order.body.data.status, 'cancelled');
      assert.equal(await stockOf(sku.skuId), sku.stock);
    });

    it('ships by ops, lets the buyer confirm receipt, and refuses what the state machine refuses', async () => {
      const list = await get<OrderPage>(t.app, '/api/user/order_list?status=waiting_deliver', {
        token: buyer.token,
      });
      const order = list.body.data.list[0] as Order;
      assert.deepEqual(order.actions.includes('confirm_receipt'), false);
      assert.equal(
        (await postJson(t.app, '/api/order/receive', { id: order.id }, { token: buyer.token })).body.code,
        Codes.OrderStateChanged,
      );
      assert.equal(
        (await postJson(t.app, '/api/order/cancel', { id: order.id }, { token: buyer.token })).body.code,
        Codes.OrderStateChanged,
      );
      assert.equal(
        (await opsFor(t)('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX123')).code,
        0,
      );
      const shipped = Order.parse(
        (await get(t.app, `/api/order/detail?id=${order.id}`, { token: buyer.token })).body.data,
      );
      assert.equal(shipped.status, 'delivered');
      assert.deepEqual(shipped.logistics, { company: 'Kerry', tracking: 'KX123' });
      const tracked = Logistics.parse(
        (await get(t.app, `/api/order/logistics?id=${order.id}`, { token: buyer.token })).body.data,
      );
      assert.deepEqual(
        tracked.events.map((e) => e.status),
        ['shipped', 'paid', 'created'],
      );
      const notices = await get<{ list: { title: string }[] }>(t.app, '/api/notice/list', {
        token: buyer.token,
      });
      assert.equal(notices.body.data.list[0]?.title, 'Your order has shipped');
      const received = await postJson<Order>(
        t.app,
        '/api/order/receive',
        { id: order.id },
        { token: buyer.token },
      );
      assert.equal(received.body.data.status, 'received');
      assert.ok(received.body.data.actions.includes('review'));
      const later = new Date(Date.now() + 8 * 86_400_000);
      await sweepOrders(t.app.db, SWEEP, later);
      assert.equal(
        (await get<Order>(t.app, `/api/order/detail?id=${order.id}`, { token: buyer.token })).body.data
          .status,
        'completed',
      );
    });

    it("never shows or changes another buyer's order", async () => {
      const list = await get<{ list: Order[] }>(t.app, '/api/user/order_list', { token: buyer.token });
      const id = list.body.data.list[0]?.id as number;
      const other = await newBuyer(t.app, 'peeker', { payCode: '123456' });
      assert.equal(
        (await get(t.app, `/api/order/detail?id=${id}`, { token: other.token })).body.code,
        Codes.NotFound,
      );
      assert.equal(
        (await get(t.app, `/api/order/logistics?id=${id}`, { token: other.token })).body.code,
        Codes.NotFound,
      );
      assert.equal(
        (await postJson(t.app, '/api/order/cancel', { id }, { token: other.token })).body.code,
        Codes.NotFound,
      );
      const pay = await postJson(
        t.app,
        '/api/order/pay',
        { order_ids: [id], pay_password: '123456', idempotency_key: idempotencyKey() },
        { token: other.token },
      );
      assert.equal(pay.body.code, Codes.OrderStateChanged);
      assert.equal(
        (await get<{ total: number }>(t.app, '/api/order/cards', { token: other.token })).body.data.total,
        0,
      );
    });

    it('sells a card key, shows the password to its owner only, and counts the purchase limit', async () => {
      const card = await t.app.db
        .selectFrom('products')
        .innerJoin('product_skus', 'product_skus.product_id', 'products.id')
        .select([
          'products.id',
          'product_skus.id as sku_id',
          'products.limit_day',
          'products.limit_week',
          'products.limit_month',
        ])
        .where('products.is_virtual', '=', 1)
        .where('products.limit_day', 'is not', null)
        .executeTakeFirstOrThrow();
      const { created } = await checkout(
        t.app,
        buyer.token,
        { items: [{ sku_id: Number(card.sku_id), quantity: 1 }] },
        { 'time-zone': 'Asia/Bangkok' },
      );
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      const ids = created?.body.data.orders.map((o) => o.id) ?? [];
      const paid = await postJson(
        t.app,
        '/api/order/pay',
        { order_ids: ids, pay_password: '123456', idempotency_key: idempotencyKey() },
        { token: buyer.token },
      );
      assert.equal(PayResult.parse(paid.body.data).orders[0]?.status, 'completed');
      const cards = pageOf(CardKey).parse(
        (await get(t.app, '/api/order/cards', { token: buyer.token })).body.data,
      );
      assert.equal(cards.list.length, 1);
      assert.match(cards.list[0]?.card_password ?? '', /^\w{12}$/);
      const limit = await get(t.app, `/api/order/limit?product_id=${card.id}`, {
        token: buyer.token,
        'time-zone': 'Asia/Bangkok',
      });
      const day = PurchaseLimitHint.parse(limit.body.data).periods.find((p) => p.period === 'day');
      assert.deepEqual(day, {
        period: 'day',
        limit: card.limit_day,
        bought: 1,
        left: (card.limit_day as number) - 1,
        // Days run in the platform's zone (UTC), whatever the header says.
        resets_at: new Date(new Date().setUTCHours(24, 0, 0, 0)).toISOString(),
      });
      const beyond = await postJson(
        t.app,
        '/api/order/preview',
        { items: [{ sku_id: Number(card.sku_id), quantity: card.limit_day as number }] },
        { token: buyer.token },
      );
      assert.equal(beyond.body.code, Codes.PurchaseLimitReached);
    });

    it('sells card keys of two products in one checkout, and counts both', async () => {
      const first = await cardKeyProduct(t.app, { minStock: 2 });
      const second = await cardKeyProduct(t.app, { minStock: 2, last: true });
      assert.notEqual(first.productId, second.productId);
      const collector = await newBuyer(t.app, `collector${dialect}`, { payCode: '123456' });
      await t.app.db.transaction().execute(async (tx) => {
        const { post } = await import('#server/modules/wallet/ledger.ts');
        await post(tx, { userId: collector.id, wallet: 'balance', amount: 100_000, type: 'adjustment' });
      });
      const items = [first, second].map((card) => ({ sku_id: card.skuId, quantity: 1 }));
      const { preview, created } = await checkout(t.app, collector.token, { items });
      assert.equal(preview.body.code, Codes.Ok, preview.body.msg);
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      const paid = await postJson(
        t.app,
        '/api/order/pay',
        {
          order_ids: created?.body.data.orders.map((o) => o.id),
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        { token: collector.token },
      );
      assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
      assert.ok(PayResult.parse(paid.body.data).orders.every((o) => o.status === 'completed'));
      const cards = pageOf(CardKey).parse(
        (await get(t.app, '/api/order/cards', { token: collector.token })).body.data,
      );
      assert.equal(cards.list.length, 2, 'a card key of each product');
    });

    it('enforces a purchase limit lowered between order and payment', async () => {
      const card = await cardKeyProduct(t.app, { last: true });
      await t.app.db
        .updateTable('products')
        .set({ limit_day: 5, limit_week: null, limit_month: null })
        .where('id', '=', card.productId)
        .execute();
      const buyerTwo = await newBuyer(t.app, 'limited', { payCode: '123456' });
      await t.app.db.transaction().execute(async (tx) => {
        const { post } = await import('#server/modules/wallet/ledger.ts');
        await post(tx, { userId: buyerTwo.id, wallet: 'balance', amount: 100_000, type: 'adjustment' });
      });
      const { created } = await checkout(t.app, buyerTwo.token, {
        items: [{ sku_id: card.skuId, quantity: 2 }],
      });
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      await t.app.db.updateTable('products').set({ limit_day: 1 }).where('id', '=', card.productId).execute();
      const paid = await postJson(
        t.app,
        '/api/order/pay',
        {
          order_ids: created?.body.data.orders.map((o) => o.id),
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        { token: buyerTwo.token },
      );
      assert.equal(paid.body.code, Codes.PurchaseLimitReached);
    });

    it('refuses a payment the balance cannot cover, and names the recharge', async () => {
      const poor = await newBuyer(t.app, 'poor', { payCode: '654321' });
      await addHomeAddress(t.app, poor.token);
      const sku = await physicalSku(t.app);
      const { created } = await checkout(t.app, poor.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const res = await postJson(
        t.app,
        '/api/order/pay',
        {
          order_ids: [created?.body.data.orders[0]?.id],
          pay_password: '654321',
          idempotency_key: idempotencyKey(),
        },
        { token: poor.token },
      );
      assert.equal(res.body.code, Codes.InsufficientBalance);
      assert.match(res.body.msg, /recharge/);
    });
  });
}
