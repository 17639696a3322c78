import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CATEGORY_SLUGS } from '@crossbay/contract/catalog';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

type Card = {
  id: number;
  name: string;
  price: string;
  category_id: number;
  merchant_id: number;
  sales: number;
};
type Page<T> = { list: T[]; total: number; page: number; limit: number };

for (const dialect of dialects) {
  describe(`catalogue read endpoints on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('answers the ten categories of spec §1 in the envelope, named in the asked language', async () => {
      const en = await get<{ slug: string; name: string }[]>(t.app, '/api/index/category?lang=en');
      assert.equal(en.status, 200);
      assert.equal(en.body.code, Codes.Ok);
      assert.equal(typeof en.body.msg, 'string');
      assert.deepEqual(
        en.body.data.map((c) => c.slug),
        [...CATEGORY_SLUGS],
      );
      assert.equal(en.body.data[0]?.name, 'Computer');
      const de = await get<{ name: string }[]>(t.app, '/api/index/category?lang=de');
      assert.equal(de.body.data.length, 10);
      assert.equal(de.body.data[5]?.name, 'Herrenmode');
      assert.equal(de.body.data[7]?.name, 'Lebensmittel');
      const ar = await get<{ name: string }[]>(t.app, '/api/index/category?lang=ar');
      assert.match(ar.body.data[0]?.name ?? '', /\p{Script=Arabic}/u);
    });

    it('answers the home board with banners, notices and categories in the language', async () => {
      const res = await get<{
        banners: { title: string; image: string }[];
        notices: { title: string }[];
        categories: unknown[];
      }>(t.app, '/api/index/index?lang=zh-CN');
      assert.equal(res.body.code, Codes.Ok);
      assert.ok(res.body.data.banners.length >= 1);
      assert.match(res.body.data.banners[0]?.image ?? '', /^\/media\/[0-9a-f]+\.webp$/);
      assert.ok(res.body.data.notices.length >= 1);
      assert.match(res.body.data.notices[0]?.title ?? '', /\p{Script=Han}/u);
      assert.equal(res.body.data.categories.length, 10);
    });

    it('lists products by page, filtered by category and keyword, in every sort', async () => {
      const first = await get<Page<Card>>(t.app, '/api/index/product?page=1&limit=20');
      assert.equal(first.body.code, Codes.Ok);
      assert.equal(first.body.data.list.length, 20);
      assert.ok(first.body.data.total >= 300);
      const second = await get<Page<Card>>(t.app, '/api/index/product?page=2&limit=20');
      const firstIds = new Set(first.body.data.list.map((p) => p.id));
      assert.ok(
        second.body.data.list.every((p) => !firstIds.has(p.id)),
        'pages do not overlap',
      );

      const category = await get<Page<Card>>(t.app, '/api/index/product?category=9&limit=100');
      assert.ok(category.body.data.list.length > 0);
      assert.ok(category.body.data.list.every((p) => p.category_id === 9));

      const cheap = await get<Page<Card>>(t.app, '/api/index/product?sort=price_asc&limit=50');
      const prices = cheap.body.data.list.map((p) => Number(p.price));
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      assert.ok(cheap.body.data.list.every((p) => /^\d+\.\d{2}$/.test(p.price)));

      const named = first.body.data.list[0]?.name ?? '';
      const word = named.split(/\s+/)[0] ?? named;
      const found = await get<Page<Card>>(
        t.app,
        `/api/index/product?keyword=${encodeURIComponent(word.toUpperCase())}`,
      );
      assert.ok(found.body.data.list.length > 0);
      assert.ok(found.body.data.list.every((p) => p.name.toLowerCase().includes(word.toLowerCase())));

      const none = await get<Page<Card>>(t.app, '/api/index/product?keyword=%25%25nothing-like-this%25');
      assert.equal(none.body.data.total, 0);
      assert.deepEqual(none.body.data.list, []);
    });

    it('never sends a cost price', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/index/product?limit=100' });
      assert.doesNotMatch(res.body, /cost/);
    });

    it('lists hot products by sales', async () => {
      const res = await get<Page<Card>>(t.app, '/api/index/hot_product?limit=10');
      const sales = res.body.data.list.map((p) => p.sales);
      assert.equal(sales.length, 10);
      assert.deepEqual(
        sales,
        [...sales].sort((a, b) => b - a),
      );
    });

    it('lists hot merchants with page 1 and limit 8 by default', async () => {
      const res = await get<
        Page<{ name: string; sales: number; fans: number; favourable_rate: number | null }>
      >(t.app, '/api/index/hot_merchant');
      assert.equal(res.body.code, Codes.Ok);
      assert.equal(res.body.data.page, 1);
      assert.equal(res.body.data.limit, 8);
      assert.equal(res.body.data.list.length, 8);
      assert.ok(res.body.data.total >= 24);
      // Hot means most sold; the demo history's buyers follow and review the busiest shops
      // (seed-history.test.ts checks every figure against its rows).
      const sales = res.body.data.list.map((m) => m.sales);
      assert.deepEqual(
        sales,
        [...sales].sort((a, b) => b - a),
      );
      assert.ok(res.body.data.list.some((m) => m.fans > 0 && m.favourable_rate !== null));
    });

    for (const [query, key] of [
      ['page=0', 'page'],
      ['limit=10000', 'limit'],
      ['page=abc', 'page'],
      ['limit=-3', 'limit'],
      ['sort=cheapest', 'sort'],
    ] as const) {
      it(`refuses ${query} with a clear, translated message and HTTP 200`, async () => {
        const en = await get(t.app, `/api/index/product?${query}&lang=en`);
        assert.equal(en.status, 200);
        assert.equal(en.body.code, Codes.ValidationFailed);
        assert.equal(en.body.data, null);
        assert.match(en.body.msg, key === 'sort' ? /sort/i : new RegExp(key, 'i'));
        const fr = await get(t.app, `/api/index/product?${query}&lang=fr`);
        assert.equal(fr.body.code, Codes.ValidationFailed);
        assert.notEqual(fr.body.msg, en.body.msg);
      });
    }
  });
}
