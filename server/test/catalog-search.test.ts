import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Card = {
  id: number;
  name: string;
  price: string;
  stock: number;
  is_virtual: boolean;
  merchant_id: number;
};
type Page<T> = { list: T[]; total: number };
type Shop = { id: number; name: string; fans: number; followed: boolean };

const names = (res: { body: { data: Page<Card> } }) => res.body.data.list.map((p) => p.name);

for (const dialect of dialects) {
  describe(`search, filters, product detail and shops on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const search = (keyword: string, extra = '') =>
      get<Page<Card>>(t.app, `/api/index/product?keyword=${encodeURIComponent(keyword)}&limit=100${extra}`);

    for (const [keyword, expected] of [
      ['手机', '智能手机 128GB 双卡双待'],
      ['蓝牙耳机', '无线蓝牙耳机 主动降噪'],
      ['วิ่ง', 'รองเท้าวิ่ง ผู้ชาย น้ำหนักเบา'],
      ['ทุเรียน', 'ทุเรียนอบแห้ง 100 กรัม'],
      ['العود', 'عطر العود الفاخر 100 مل'],
      ['термос', 'Термос из нержавеющей стали 1 л'],
      ['水筒', null],
      ['ぬいぐるみ', 'ぬいぐるみ しろくま 40cm'],
      ['sleeping bag', 'Fjellmark Down Sleeping Bag 10 °C Comfort'],
      ['SLEEP', 'Alpenroot Mummy Sleeping Bag 10 °C Comfort'],
    ] as const) {
      it(`finds "${keyword}"`, async () => {
        const res = await search(keyword);
        assert.equal(res.body.code, Codes.Ok);
        if (expected) assert.ok(names(res).includes(expected), `${keyword} → ${names(res).join(', ')}`);
        else assert.ok(Array.isArray(res.body.data.list));
      });
    }

    it('does not find what it should not', async () => {
      assert.equal(
        (await search('手机')).body.data.list.some(
          (p) => p.name.includes('耳机') && !p.name.includes('手机'),
        ),
        false,
      );
      assert.equal((await search('zzqxv')).body.data.total, 0);
      assert.equal((await search('sleeping bag tent-pole-nonsense')).body.data.total, 0);
      assert.equal((await search('"*()')).body.code, Codes.Ok, 'search syntax in a keyword is taken as text');
    });

    it('filters by price range, stock and kind, against a hand count', async () => {
      const all = await t.app.db
        .selectFrom('products')
        .select(['price', 'stock', 'is_virtual'])
        .where('status', '=', 'on_sale')
        .execute();
      const expected = all.filter(
        (p) =>
          Number(p.price) >= 1000 &&
          Number(p.price) <= 5000 &&
          Number(p.stock) > 0 &&
          Number(p.is_virtual) === 0,
      );
      const res = await get<Page<Card>>(
        t.app,
        '/api/index/product?min_price=10&max_price=50.00&in_stock=1&kind=physical&limit=100',
      );
      assert.equal(res.body.data.total, expected.length);
      assert.ok(
        res.body.data.list.every(
          (p) => Number(p.price) >= 10 && Number(p.price) <= 50 && p.stock > 0 && !p.is_virtual,
        ),
      );
      const virtual = await get<Page<Card>>(t.app, '/api/index/product?kind=virtual&limit=100');
      assert.equal(virtual.body.data.total, all.filter((p) => Number(p.is_virtual) === 1).length);
      assert.equal((await get(t.app, '/api/index/product?min_price=ten')).body.code, Codes.ValidationFailed);
    });

    it('never repeats or skips a product across pages when many share the same sales (id breaks ties)', async () => {
      await t.app.db.updateTable('products').set({ sales: 7 }).where('category_id', '=', 1).execute();
      const expected = await t.app.db
        .selectFrom('products')
        .select('id')
        .where('category_id', '=', 1)
        .where('status', '=', 'on_sale')
        .execute();
      const seen: number[] = [];
      for (let page = 1; seen.length < expected.length && page <= 50; page++) {
        const res = await get<Page<Card>>(
          t.app,
          `/api/index/product?category=1&sort=sales&limit=4&page=${page}`,
        );
        seen.push(...res.body.data.list.map((p) => p.id));
      }
      assert.equal(new Set(seen).size, seen.length, 'no product twice');
      assert.deepEqual(
        [...seen].sort((a, b) => a - b),
        expected.map((p) => Number(p.id)).sort((a, b) => a - b),
      );
    });

    it('shows a product with its pictures, specs, shop and reviews summary, and no cost price', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/product/detail?id=1' });
      const body = res.json();
      assert.equal(body.code, Codes.Ok);
      assert.ok(body.data.pictures.length >= 1);
      assert.match(body.data.pictures[0].thumb, /^\/media\/\w+\.webp$/);
      assert.notEqual(body.data.pictures[0].thumb, body.data.pictures[0].large);
      assert.ok(body.data.skus.length >= 1);
      assert.equal(body.data.shop.followed, false);
      const reviews = await t.app.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_id', '=', 1)
        .executeTakeFirstOrThrow();
      assert.equal(body.data.reviews.count, Number(reviews.n));
      assert.equal(body.data.reviews.average === null, Number(reviews.n) === 0);
      assert.doesNotMatch(res.body, /cost/);
      assert.doesNotMatch(body.data.description, /<script|onerror|style=/i);
      const thumb = await t.app.inject({ method: 'GET', url: body.data.pictures[0].thumb });
      assert.match(String(thumb.headers['cache-control']), /max-age=31536000/);
      assert.equal((await get(t.app, '/api/product/detail?id=999999')).body.code, Codes.NotFound);
    });

    it('counts a view once per buyer or device per day', async () => {
      const views = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('products')
              .select('views')
              .where('id', '=', 2)
              .executeTakeFirstOrThrow()
          ).views,
        );
      const start = await views();
      const device = { 'device-id': 'device-aaaaaaaa' };
      await get(t.app, '/api/product/detail?id=2', device);
      await get(t.app, '/api/product/detail?id=2', device);
      assert.equal(await views(), start + 1);
      await get(t.app, '/api/product/detail?id=2', { 'device-id': 'device-bbbbbbbb' });
      assert.equal(await views(), start + 2);
      const buyer = await newBuyer(t.app, 'viewer');
      await get(t.app, '/api/product/detail?id=2', { token: buyer.token });
      await get(t.app, '/api/product/detail?id=2', { token: buyer.token, 'device-id': 'device-cccccccc' });
      assert.equal(await views(), start + 3);
    });

    it('shows purchase limits on a card-key product', async () => {
      const card = await t.app.db
        .selectFrom('products')
        .select('id')
        .where('is_virtual', '=', 1)
        .executeTakeFirstOrThrow();
      const res = await get<{ limits: { day: number | null; month: number | null } }>(
        t.app,
        `/api/product/detail?id=${card.id}`,
      );
      assert.ok(res.body.data.limits);
    });

    it('finds shops by name and follows one exactly once, even when asked concurrently', async () => {
      const found = await get<Page<Shop>>(t.app, '/api/merchant/list?keyword=souq');
      assert.deepEqual(
        found.body.data.list.map((s) => s.name),
        ['Al Noor Souq'],
      );
      const shopId = found.body.data.list[0]?.id as number;
      const fansBefore = found.body.data.list[0]?.fans as number;
      const buyer = await newBuyer(t.app, 'follower');
      const anonymous = await postJson(t.app, '/api/merchant/follow', { merchant_id: shopId });
      assert.equal(anonymous.status, 401);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          postJson(t.app, '/api/merchant/follow?lang=de', { merchant_id: shopId }, { token: buyer.token }),
        ),
      );
      assert.ok(answers.every((a) => a.body.code === Codes.Ok));
      const other = await newBuyer(t.app, 'follower2');
      await postJson(t.app, '/api/merchant/follow', { merchant_id: shopId }, { token: other.token });
      const detail = await get<Shop>(t.app, `/api/merchant/detail?id=${shopId}`, { token: buyer.token });
      assert.equal(detail.body.data.fans, fansBefore + 2);
      assert.equal(detail.body.data.followed, true);
      const list = await get<Page<Shop>>(t.app, '/api/user/follow_list', { token: buyer.token });
      assert.deepEqual(
        list.body.data.list.map((s) => s.id),
        [shopId],
      );
      await Promise.all(
        Array.from({ length: 4 }, () =>
          postJson(t.app, '/api/merchant/unfollow', { merchant_id: shopId }, { token: buyer.token }),
        ),
      );
      const after = await get<Shop>(t.app, `/api/merchant/detail?id=${shopId}`, { token: buyer.token });
      assert.equal(after.body.data.fans, fansBefore + 1);
      assert.equal(after.body.data.followed, false);
      assert.equal(
        (await postJson(t.app, '/api/merchant/follow', { merchant_id: 999999 }, { token: buyer.token })).body
          .code,
        Codes.NotFound,
      );
    });
  });
}
