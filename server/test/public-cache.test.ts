import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { Codes } from '@crossbay/contract/codes';
import type { Config } from '#server/config.ts';
import { foldSales } from '#server/modules/orders/sales.ts';
import { PublicCache } from '#server/modules/public-cache/cache.ts';
import { readCatalogVersion } from '#server/modules/public-cache/version-repo.ts';
import { productPrice, productStock } from '#server/ops/catalog.ts';
import type { OpsContext } from '#server/ops/context.ts';
import { paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Detail = {
  price: string;
  stock: number;
  sales: number;
  shop: { id: number; fans: number; followed: boolean };
  skus: { id: number; price: string; stock: number }[];
};
type Card = { id: number; price: string; stock: number; sales: number };
type Shop = { id: number; followed: boolean; fans: number };
type Page<T> = { list: T[] };

const detailOf = async (t: TestApp, id: number, headers: Record<string, string> = {}) =>
  (await get<Detail>(t.app, `/api/product/detail?id=${id}&lang=en`, headers)).body.data;

// Ops commands as the CLI runs them, on the server's own database connection (this process).
const opsHere = (t: TestApp): OpsContext => ({ db: t.app.db, config: {} as Config, out: () => {} });

for (const dialect of dialects) {
  describe(`public answers: cache, ETag and 304 on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      // Kept far longer than any test runs: only a change can make a cached answer go.
      t = await startTestApp(dialect, { config: { PUBLIC_CACHE_TTL_MS: 600_000 } });
    });
    after(() => t.close());

    it('answers a public GET with a strong ETag, and 304 without a body when the browser has it', async () => {
      for (const url of ['/api/index/index?lang=de', '/api/product/detail?id=1', '/api/index/platform']) {
        const first = await t.app.inject({ method: 'GET', url });
        assert.equal(first.statusCode, 200);
        const etag = String(first.headers.etag);
        assert.match(etag, /^"[\w-]{20,}"$/, url);
        assert.equal(first.headers['cache-control'], 'no-cache');
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
        assert.equal(again.statusCode, 304, url);
        assert.equal(again.body, '');
        assert.equal(again.headers.etag, etag);
        const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
        assert.equal(other.statusCode, 200);
        assert.equal(other.body, first.body);
      }
    });

    it('sends the same answer brotli-compressed under its own ETag, and 304 for it', async () => {
      const url = '/api/index/product?category=1&limit=20';
      const plain = await t.app.inject({ method: 'GET', url });
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const br = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'accept-encoding');
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
      assert.equal(br.headers.etag, `${String(plain.headers.etag).slice(0, -1)}-br"`);
      const revalidated = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': String(br.headers.etag) },
      });
      assert.equal(revalidated.statusCode, 304);
    });

    it('serves an answer from memory until something changes it', async () => {
      const { productId } = await physicalSku(t.app, { minStock: 3 });
      const before = await detailOf(t, productId);
      // Written past every service (as no code path of the product does): nobody tells the cache.
      await t.app.db
        .updateTable('products')
        .set({ name: 'Renamed behind its back' })
        .where('id', '=', productId)
        .execute();
      const still = await get<{ name: string }>(t.app, `/api/product/detail?id=${productId}&lang=en`);
      assert.notEqual(still.body.data.name, 'Renamed behind its back');
      assert.equal((await detailOf(t, productId)).price, before.price);
    });

    it("shows ops' new price and stock at once when ops runs in this process", async () => {
      const { productId, skuId } = await physicalSku(t.app, { minStock: 3 });
      const list = `/api/index/product?category=${await categoryOf(t, productId)}&limit=50&lang=en`;
      await detailOf(t, productId);
      await get(t.app, list);
      assert.equal(await productPrice(opsHere(t), String(productId), '7.77', String(skuId)), 0);
      assert.equal(await productStock(opsHere(t), String(productId), '42', String(skuId)), 0);
      const after = await detailOf(t, productId);
      assert.equal(after.skus.find((s) => s.id === skuId)?.price, '7.77');
      assert.equal(after.skus.find((s) => s.id === skuId)?.stock, 42);
      const card = (await get<Page<Card>>(t.app, list)).body.data.list.find((p) => p.id === productId);
      assert.equal(card?.price, after.price);
      assert.equal(card?.stock, after.stock);
    });

    it('shows a price set by the ops command in another process, through the shared version', async () => {
      const ops = opsFor(t);
      const { productId, skuId } = await physicalSku(t.app, { minStock: 3 });
      const hot = '/api/index/hot_product?page=1&limit=100&lang=en';
      await detailOf(t, productId);
      await get(t.app, hot);
      const set = await ops('product', 'price', String(productId), '3.21', '--sku', String(skuId));
      assert.equal(set.code, 0, set.out);
      // The answers are kept for ten minutes here: only the shared version can make them go.
      const after = await eventually(
        () => detailOf(t, productId),
        (d) => d.skus.some((s) => s.id === skuId && s.price === '3.21'),
      );
      assert.equal(after.skus.find((s) => s.id === skuId)?.price, '3.21');
      const card = (await get<Page<Card>>(t.app, hot)).body.data.list.find((p) => p.id === productId);
      if (card) assert.equal(card.price, after.price);
    });

    it('shows the stock an order took and the sales its payment counted on the next read', async () => {
      const { productId, skuId } = await physicalSku(t.app, { minStock: 3 });
      const hot = '/api/index/hot_product?page=1&limit=100&lang=en';
      const before = await detailOf(t, productId);
      await get(t.app, hot);
      const buyer = await payingBuyer(t.app, `cache-payer-${dialect}`);
      await paidOrder(t.app, buyer, skuId);
      const paid = await detailOf(t, productId);
      assert.equal(paid.stock, before.stock - 1, 'the order took its unit at once');
      // Each server folds paid sales into the counters about once a second (orders/sales.ts).
      await foldSales(t.app.db);
      const after = await detailOf(t, productId);
      assert.equal(after.stock, before.stock - 1);
      assert.equal(after.sales, before.sales + 1);
      const card = (await get<Page<Card>>(t.app, hot)).body.data.list.find((p) => p.id === productId);
      if (card) assert.equal(card.sales, after.sales);
    });

    it('moves the shared version with each order, for the other processes to show its stock', async () => {
      const { skuId } = await physicalSku(t.app, { minStock: 3 });
      const buyer = await payingBuyer(t.app, `cache-version-${dialect}`);
      const before = await readCatalogVersion(t.app.db);
      await paidOrder(t.app, buyer, skuId);
      const moved = await readCatalogVersion(t.app.db);
      assert.ok(moved > before, `version ${before} then ${moved}`);
    });

    it("never gives one buyer's followed flag to another buyer or to a visitor", async () => {
      const hot = '/api/index/hot_merchant?page=1&limit=8&lang=en';
      const shopId = (await get<Page<Shop>>(t.app, hot)).body.data.list[0]?.id as number;
      const product = await t.app.db
        .selectFrom('products')
        .select('id')
        .where('merchant_id', '=', shopId)
        .where('status', '=', 'on_sale')
        .executeTakeFirstOrThrow();
      const productId = Number(product.id);
      const fan = await newBuyer(t.app, `cache-fan-${dialect}`);
      const other = await newBuyer(t.app, `cache-other-${dialect}`);
      const anonymousBefore = await detailOf(t, productId);
      const followed = await postJson(
        t.app,
        '/api/merchant/follow',
        { merchant_id: shopId },
        { token: fan.token },
      );
      assert.equal(followed.body.code, Codes.Ok);
      for (const round of [1, 2]) {
        const mine = await t.app.inject({
          method: 'GET',
          url: `/api/product/detail?id=${productId}&lang=en`,
          headers: { token: fan.token },
        });
        assert.equal(mine.json().data.shop.followed, true, `round ${round}`);
        assert.equal(mine.headers['cache-control'], 'private, no-cache');
        assert.equal((await detailOf(t, productId, { token: other.token })).shop.followed, false);
        const visitor = await detailOf(t, productId);
        assert.equal(visitor.shop.followed, false);
        assert.equal(visitor.shop.fans, anonymousBefore.shop.fans + 1, 'the follow shows at once');
        const shopUrl = `/api/merchant/detail?id=${shopId}&lang=en`;
        assert.equal((await get<Shop>(t.app, shopUrl, { token: fan.token })).body.data.followed, true);
        assert.equal((await get<Shop>(t.app, shopUrl)).body.data.followed, false);
        // Hot shops' cards say nothing about the caller: one answer for all.
        const visitorList = (await get<Page<Shop>>(t.app, hot)).body.data.list;
        assert.ok(visitorList.every((s) => !('followed' in s)));
        assert.deepEqual(
          (await get<Page<Shop>>(t.app, hot, { token: fan.token })).body.data.list,
          visitorList,
        );
        const shops = `/api/merchant/list?keyword=&page=1&limit=50&lang=en`;
        const fanShops = (await get<Page<Shop>>(t.app, shops, { token: fan.token })).body.data.list;
        assert.equal(fanShops.find((s) => s.id === shopId)?.followed, true);
        assert.ok((await get<Page<Shop>>(t.app, shops)).body.data.list.every((s) => !s.followed));
        const otherShops = (await get<Page<Shop>>(t.app, shops, { token: other.token })).body.data.list;
        assert.ok(otherShops.every((s) => !s.followed));
      }
    });

    it("never lets a browser store a buyer's own data, and sends a JSON answer only the headers that concern it", async () => {
      const buyer = await newBuyer(t.app, `cache-private-${dialect}`);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/user/getUserInfo',
        headers: { token: buyer.token },
      });
      assert.equal(own.statusCode, 200);
      assert.equal(own.headers['cache-control'], 'no-store');
      assert.equal(own.headers.etag, undefined);
      const json = await t.app.inject({ method: 'GET', url: '/api/index/category' });
      assert.equal(json.headers['x-content-type-options'], 'nosniff');
      assert.equal(json.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
      assert.equal(json.headers['cross-origin-resource-policy'], 'same-origin');
      assert.equal(json.headers['x-dns-prefetch-control'], undefined, 'a page-only header');
      const page = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      assert.equal(page.headers['x-content-type-options'], 'nosniff');
      assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
    });

    it('keeps at most its bound of answers, forgetting the least recently used', async () => {
      const cache = new PublicCache(t.app.db, { ttlMs: 60_000, maxEntries: 2, versionCheckMs: 1000 });
      const ticket = await cache.ticket();
      cache.store('a', ticket, '{"a":1}');
      cache.store('b', ticket, '{"b":1}');
      assert.ok(cache.lookup('a', ticket), 'a is now the most recent');
      cache.store('c', ticket, '{"c":1}');
      assert.equal(cache.size, 2);
      assert.equal(cache.lookup('b', ticket), undefined);
      assert.equal(cache.lookup('a', ticket)?.body, '{"a":1}');
      assert.equal(cache.lookup('c', ticket)?.body, '{"c":1}');
    });
  });
}

async function categoryOf(t: TestApp, productId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('products')
    .select('category_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.category_id);
}
