import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { deliveryPromise, promiseEndsAt } from '@crossbay/contract/delivery-promise';
import type { Order } from '@crossbay/contract/order';
import { connect } from '#server/db/connect.ts';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { DAY, MINUTE } from '#server/lib/clock.ts';
import { transition } from '#server/modules/orders/lifecycle.ts';
import { creditLateOrders } from '#server/modules/orders/protection.ts';
import { recordScan } from '#server/modules/orders/tracking.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { checkout, physicalSku, SWEEP_CONFIG } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

const ZONE = 'Pacific/Auckland';
const CREDIT = 700;
const SWEEP = { ...SWEEP_CONFIG, LATE_DELIVERY_CREDIT_CENTS: CREDIT };

for (const dialect of dialects) {
  describe(`delivery promise and protection timers on ${dialect} (issue 37 items 3 and 4)`, () => {
    let t: TestApp;
    let buyer: Buyer;
    let sku: Awaited<ReturnType<typeof physicalSku>>;
    const ops = () => opsFor(t);
    const detail = async (id: number) =>
      (await get<Order>(t.app, `/api/order/detail?id=${id}`, { token: buyer.token })).body.data;
    const ship = (id: number) =>
      t.app.db
        .transaction()
        .execute((tx) => transition(tx, id, 'ship', { logistics_company: 'DHL', logistics_no: `T${id}` }));

    before(async () => {
      t = await startTestApp(dialect);
      buyer = await payingBuyer(t.app, 'promised');
      sku = await physicalSku(t.app, { minStock: 20 });
    });
    after(() => t.close());

    it('ops sets a shop’s handling days and a country’s transit days; the product page’s promise follows them', async () => {
      const run = ops();
      assert.equal((await run('merchant', 'handling', String(sku.shopId), '1')).code, 0);
      const set = await run('transit', 'set', 'th', '2', '4');
      assert.equal(set.code, 0, set.out);
      assert.match((await run('transit', 'list')).out, /TH {2}2–4 days/);
      assert.notEqual((await run('transit', 'set', 'XX', '1', '2')).code, 0, 'not a country');
      assert.notEqual((await run('transit', 'set', '*', '5', '2')).code, 0, 'the least first');

      const url = `/api/merchant/delivery_promise?id=${sku.shopId}`;
      const own = await get(t.app, url, { token: buyer.token, 'time-zone': ZONE });
      const expected = deliveryPromise(new Date(), ZONE, { handlingDays: 1, transitMin: 2, transitMax: 4 });
      assert.deepEqual(own.body.data, { ...expected, country: 'TH' });
      // A visitor: the default destination's days (the migration's 3–8).
      const visitor = await get(t.app, url, { 'time-zone': ZONE });
      assert.deepEqual(visitor.body.data, {
        ...deliveryPromise(new Date(), ZONE, { handlingDays: 1, transitMin: 3, transitMax: 8 }),
        country: null,
      });
    });

    it('the checkout shows each shop’s promise, and the order keeps its latest day', async () => {
      const { preview, created } = await checkout(
        t.app,
        buyer.token,
        { items: [{ sku_id: sku.skuId, quantity: 1 }] },
        { 'time-zone': ZONE },
      );
      const expected = deliveryPromise(new Date(), ZONE, { handlingDays: 1, transitMin: 2, transitMax: 4 });
      assert.deepEqual(preview.body.data.shops[0]?.promise, expected);
      const id = created?.body.data.orders[0]?.id as number;
      assert.equal((await detail(id)).promised_latest, expected.latest);
      const row = await t.app.db
        .selectFrom('orders')
        .select('promised_by')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.promised_by, promiseEndsAt(expected.latest, ZONE).toISOString());
    });

    it('receipt is confirmed N days after the courier’s delivery, and the buyer’s one extension adds M days', async () => {
      const plain = await paidOrder(t.app, buyer, sku.skuId);
      const extended = await paidOrder(t.app, buyer, sku.skuId);
      const shippedOnly = await paidOrder(t.app, buyer, sku.skuId);
      for (const order of [plain, extended, shippedOnly]) assert.ok(await ship(order.id));
      const deliveredAt = new Date();
      for (const order of [plain, extended])
        await recordScan(t.app.db, order.id, {
          source: 'ops',
          eventId: `delivered-${order.id}`,
          status: 'delivered',
          place: 'Bangkok',
          text: null,
          at: deliveredAt.toISOString(),
        });

      assert.ok((await detail(extended.id)).actions.includes('extend_receipt'));
      const extend = () =>
        postJson<Order>(t.app, '/api/order/extend_receipt', { id: extended.id }, { token: buyer.token });
      const first = await extend();
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.ok(!first.body.data.actions.includes('extend_receipt'), 'once');
      assert.equal((await extend()).body.code, Codes.Ok, 'asking again changes nothing');
      const stranger = await payingBuyer(t.app, 'stranger');
      const theirs = await postJson(
        t.app,
        '/api/order/extend_receipt',
        { id: plain.id },
        { token: stranger.token },
      );
      assert.equal(theirs.body.code, Codes.NotFound);

      const at = (days: number) => new Date(deliveredAt.getTime() + days * DAY + MINUTE);
      const statuses = async () =>
        Promise.all([plain, extended, shippedOnly].map(async (o) => (await detail(o.id)).status));
      await sweepOrders(t.app.db, SWEEP, at(6));
      assert.deepEqual(await statuses(), ['delivered', 'delivered', 'delivered']);
      await sweepOrders(t.app.db, SWEEP, at(7));
      assert.deepEqual(await statuses(), ['received', 'delivered', 'delivered'], '7 days after the courier');
      await sweepOrders(t.app.db, SWEEP, at(9));
      assert.deepEqual(await statuses(), ['received', 'delivered', 'delivered']);
      await sweepOrders(t.app.db, SWEEP, at(10));
      assert.deepEqual(
        await statuses(),
        ['received', 'delivered', 'received'],
        'no courier scan: 10 days from shipping',
      );
      await sweepOrders(t.app.db, SWEEP, at(11));
      assert.deepEqual(await statuses(), ['received', 'delivered', 'received'], 'extended by 5');
      await sweepOrders(t.app.db, SWEEP, at(12));
      assert.deepEqual(await statuses(), ['received', 'received', 'received']);
      const refused = await extend();
      assert.equal(refused.body.code, Codes.OrderStateChanged, 'received: nothing to extend');
    });

    it('a parcel not delivered by its promised day credits discount money once, even when two processes sweep at once', async () => {
      const order = await paidOrder(t.app, buyer, sku.skuId);
      assert.ok(await ship(order.id));
      const { promised_by } = await t.app.db
        .selectFrom('orders')
        .select('promised_by')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const bonusOf = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('users')
              .select('bonus_usable')
              .where('id', '=', buyer.id)
              .executeTakeFirstOrThrow()
          ).bonus_usable,
        );
      const creditedOrders = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('late_credited_at', 'is not', null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await bonusOf();
      const creditedBefore = await creditedOrders();
      // Not late yet.
      assert.equal(
        await creditLateOrders(t.app.db, SWEEP, new Date(new Date(promised_by as string).getTime() - MINUTE)),
        0,
      );

      // On PostgreSQL a second process: its own pool on the same database. node:sqlite waits for a lock by
      // blocking its thread, so two connections in one thread would wait on each other: SQLite's second
      // process is sqlite-processes.test.ts's business, and here both sweeps share the one connection.
      const other =
        dialect === 'postgres' ? connect({ databaseUrl: t.testDb.databaseUrl, sqliteFile: '' }) : t.app.db;
      const late = new Date(new Date(promised_by as string).getTime() + MINUTE);
      try {
        const counts = await Promise.all([
          creditLateOrders(t.app.db, SWEEP, late),
          creditLateOrders(other, SWEEP, late),
          creditLateOrders(t.app.db, SWEEP, late),
          creditLateOrders(other, SWEEP, late),
        ]);
        // Every late order credited by one of the four sweeps only: this one, and any earlier test left late.
        assert.equal(
          counts.reduce((a, b) => a + b, 0),
          (await creditedOrders()) - creditedBefore,
        );
        assert.ok(counts.some((n) => n > 0));
        assert.equal(
          await creditLateOrders(other, SWEEP, new Date(late.getTime() + DAY)),
          0,
          'nothing twice',
        );
      } finally {
        if (other !== t.app.db) await other.destroy();
      }
      const bills = await t.app.db
        .selectFrom('bill')
        .select(['amount', 'wallet', 'type'])
        .where('ref_type', '=', 'late_delivery')
        .where('ref_id', '=', order.id)
        .execute();
      assert.deepEqual(
        bills.map((b) => ({ ...b, amount: Number(b.amount) })),
        [{ amount: CREDIT, wallet: 'bonus', type: 'discount' }],
      );
      const notices = await t.app.db
        .selectFrom('notices')
        .select(['message_key', 'target_order_id'])
        .where('user_id', '=', buyer.id)
        .where('message_key', '=', 'lateDelivery')
        .where('target_order_id', '=', order.id)
        .execute();
      assert.equal(notices.length, 1);
      assert.equal(await bonusOf(), before + CREDIT * ((await creditedOrders()) - creditedBefore));
    });

    it('ops grant --bonus credits discount money with its bill row', async () => {
      const run = ops();
      const granted = await run('grant', 'promised', '2.50', '--bonus', '--note', 'welcome');
      assert.equal(granted.code, 0, granted.out);
      const row = await t.app.db
        .selectFrom('bill')
        .select(['amount', 'wallet', 'type'])
        .where('user_id', '=', buyer.id)
        .where('note', '=', 'welcome')
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        { ...row, amount: Number(row.amount) },
        { amount: 250, wallet: 'bonus', type: 'discount' },
      );
    });
  });
}
