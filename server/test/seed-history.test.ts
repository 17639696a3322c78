import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { favourableRate } from '#server/modules/shops/service.ts';
import { ledgerDrift } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Page<T> = { list: T[]; total: number };
type Card = { id: number; sales: number; stock: number };
type Shop = { id: number; name: string; sales: number; fans: number; favourable_rate: number | null };
type Detail = {
  sales: number;
  views: number;
  stock: number;
  reviews: { count: number; product: number | null };
  latest_reviews: { content: string; product_score: number }[];
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function tally<T>(rows: T[], key: (row: T) => number, amount: (row: T) => number = () => 1) {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + amount(row));
  return sums;
}

async function everyPage<T>(t: TestApp, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get<Page<T>>(t.app, `${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`);
    assert.equal(res.body.code, Codes.Ok, path);
    all.push(...res.body.data.list);
    if (all.length >= res.body.data.total || res.body.data.list.length === 0) return all;
  }
}

// Every count a buyer sees comes from real rows, the demo's included.
for (const dialect of dialects) {
  describe(`the demo history on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const paidLines = () =>
      t.app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select([
          'order_items.product_id',
          'order_items.quantity',
          'order_items.is_virtual',
          'orders.merchant_id',
        ])
        // a refund keeps the sale (docs/decisions/0016)
        .where('orders.paid_at', 'is not', null)
        .execute();
    const reviews = () =>
      t.app.db
        .selectFrom('reviews')
        .select(['product_id', 'merchant_id', 'product_score', 'content'])
        .execute();

    it('shows as a product’s sales the units of its paid orders, on cards and on the detail', async () => {
      const sold = tally(
        await paidLines(),
        (l) => Number(l.product_id),
        (l) => Number(l.quantity),
      );
      const cards = await everyPage<Card>(t, '/api/index/product?sort=sales');
      assert.ok(cards.length >= 300);
      for (const card of cards) assert.equal(card.sales, sold.get(card.id) ?? 0, `product ${card.id}`);
      assert.ok(cards.filter((c) => c.sales > 0).length >= 100, 'many products sold something');
      const hot = await get<Page<Card>>(t.app, '/api/index/hot_product?limit=10');
      const top = [...sold.values()].sort((a, b) => b - a).slice(0, 10);
      assert.deepEqual(
        hot.body.data.list.map((p) => p.sales),
        top,
      );
    });

    it('shows as a shop’s sales, fans and favourable rate its paid units, follow rows and reviews', async () => {
      const sold = tally(
        await paidLines(),
        (l) => Number(l.merchant_id),
        (l) => Number(l.quantity),
      );
      const follows = await t.app.db.selectFrom('follows').select('merchant_id').execute();
      const fans = tally(follows, (f) => Number(f.merchant_id));
      const rows = await reviews();
      const reviewed = tally(rows, (r) => Number(r.merchant_id));
      const good = tally(
        rows.filter((r) => Number(r.product_score) >= 4),
        (r) => Number(r.merchant_id),
      );
      const shops = await everyPage<Shop>(t, '/api/merchant/list');
      assert.ok(shops.length >= 24);
      for (const shop of shops) {
        assert.equal(shop.sales, sold.get(shop.id) ?? 0, `${shop.name} sales`);
        assert.equal(shop.fans, fans.get(shop.id) ?? 0, `${shop.name} fans`);
        assert.equal(
          shop.favourable_rate,
          favourableRate(reviewed.get(shop.id) ?? 0, good.get(shop.id) ?? 0),
          `${shop.name} favourable rate`,
        );
      }
      assert.ok(shops.filter((s) => s.fans > 0 && s.favourable_rate !== null).length >= 20);
      const rates = shops.flatMap((s) => (s.favourable_rate === null ? [] : [s.favourable_rate]));
      assert.ok(Math.min(...rates) < 100 && rates.some((rate) => rate === 100), 'rates vary');
    });

    it('shows on every product its review rows, their average and its views', async () => {
      const rows = await reviews();
      const count = tally(rows, (r) => Number(r.product_id));
      const scores = tally(
        rows,
        (r) => Number(r.product_id),
        (r) => Number(r.product_score),
      );
      const products = await t.app.db.selectFrom('products').select('id').orderBy('id').execute();
      for (const { id } of products) {
        const res = await get<Detail>(t.app, `/api/product/detail?id=${id}`, {
          'device-id': 'history-check',
        });
        const detail = res.body.data;
        const n = count.get(Number(id)) ?? 0;
        assert.equal(detail.reviews.count, n, `product ${id} reviews`);
        assert.equal(
          detail.reviews.product,
          n === 0 ? null : oneDecimal((scores.get(Number(id)) ?? 0) / n),
          `product ${id} rating`,
        );
        assert.equal(detail.latest_reviews.length, Math.min(n, 3));
        // this request's own view is among the rows
        const views = await t.app.db
          .selectFrom('product_views')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(detail.views, Number(views.n), `product ${id} views`);
      }
    });

    it('reads like buyers wrote it: mostly fours and fives, some low, varied words', async () => {
      const rows = await reviews();
      assert.ok(rows.length >= 300, `${rows.length} reviews`);
      const share = (test: (score: number) => boolean) =>
        rows.filter((r) => test(Number(r.product_score))).length / rows.length;
      assert.ok(share((s) => s >= 4) > 0.8, 'mostly favourable');
      assert.ok(share((s) => s <= 2) > 0.01, 'some unhappy buyers');
      assert.ok(new Set(rows.map((r) => r.content)).size > 150, 'varied texts');
    });

    it('keeps stock whole: never negative, the SKUs add up, card keys issued for every sold unit', async () => {
      const products = await t.app.db.selectFrom('products').select(['id', 'stock', 'is_virtual']).execute();
      const skus = tally(
        await t.app.db.selectFrom('product_skus').select(['product_id', 'stock']).execute(),
        (s) => Number(s.product_id),
        (s) => Number(s.stock),
      );
      const keys = await t.app.db.selectFrom('card_keys').select(['product_id', 'order_id']).execute();
      const issued = tally(
        keys.filter((k) => k.order_id !== null),
        (k) => Number(k.product_id),
      );
      const unissued = tally(
        keys.filter((k) => k.order_id === null),
        (k) => Number(k.product_id),
      );
      const soldCards = tally(
        (await paidLines()).filter((l) => Number(l.is_virtual) === 1),
        (l) => Number(l.product_id),
        (l) => Number(l.quantity),
      );
      for (const p of products) {
        assert.ok(Number(p.stock) >= 0);
        assert.equal(Number(p.stock), skus.get(Number(p.id)) ?? 0, `product ${p.id} stock`);
        if (Number(p.is_virtual) === 1) {
          assert.equal(issued.get(Number(p.id)) ?? 0, soldCards.get(Number(p.id)) ?? 0, `card ${p.id} sold`);
          assert.equal(unissued.get(Number(p.id)) ?? 0, Number(p.stock), `card ${p.id} in stock`);
        }
      }
      assert.ok([...soldCards.values()].reduce((a, b) => a + b, 0) > 0, 'card keys were sold');
    });

    it('paid every order from money that arrived with a bill row, and the ledger is exact', async () => {
      assert.deepEqual(await ledgerDrift(t.app.db), []);
      const orders = await t.app.db
        .selectFrom('orders')
        .select(['id', 'total'])
        .where('paid_at', 'is not', null)
        .execute();
      const payments = await t.app.db
        .selectFrom('bill')
        .select(['ref_id', 'amount'])
        .where('type', '=', 'payment')
        .execute();
      const paid = tally(
        payments,
        (b) => Number(b.ref_id),
        (b) => -Number(b.amount),
      );
      assert.ok(orders.length >= 500, `${orders.length} orders`);
      for (const order of orders)
        assert.equal(paid.get(Number(order.id)), Number(order.total), `order ${order.id}`);
    });

    it('spreads the orders over past months, each step after the one before, none in the future', async () => {
      const orders = await t.app.db
        .selectFrom('orders')
        .select(['created_at', 'paid_at', 'shipped_at', 'received_at', 'completed_at', 'status'])
        .execute();
      const now = new Date().toISOString();
      const first = orders.map((o) => o.created_at).sort()[0] as string;
      assert.ok(Date.parse(first) < Date.now() - 150 * 86_400_000, `first order ${first}`);
      for (const o of orders) {
        const steps = [o.created_at, o.paid_at, o.shipped_at, o.received_at, o.completed_at].filter(
          (s): s is string => s !== null,
        );
        assert.deepEqual(steps, [...steps].sort(), `steps of an order in time order: ${steps.join(' ')}`);
        assert.ok((steps.at(-1) as string) <= now);
      }
      const statuses = new Set(orders.map((o) => o.status));
      for (const status of ['completed', 'delivered', 'waiting_deliver'])
        assert.ok(statuses.has(status), status);
    });

    it('leaves the demo buyer with no history, and no password opens a demo buyer', async () => {
      const demo = await t.app.db
        .selectFrom('users')
        .select(['id', 'balance'])
        .where('account', '=', 'demo')
        .executeTakeFirstOrThrow();
      for (const table of ['orders', 'follows', 'reviews', 'cart_items'] as const) {
        const row = await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', demo.id)
          .executeTakeFirstOrThrow();
        assert.equal(Number(row.n), 0, table);
      }
      assert.equal(Number(demo.balance), 500_000);
      const reviewer = await t.app.db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select('users.account')
        .executeTakeFirstOrThrow();
      for (const password of ['demo1234', '', '!']) {
        const login = await postJson(t.app, '/api/user/login', { account: reviewer.account, password });
        assert.notEqual(login.body.code, Codes.Ok, `${reviewer.account} with "${password}"`);
      }
    });
  });
}
