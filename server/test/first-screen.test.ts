import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import type { Config } from '#server/config.ts';
import { bannerSet } from '#server/ops/catalog.ts';
import { CONTENT_SECURITY_POLICY } from '#server/plugins/security.ts';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, physicalSku } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { INDEX_HTML, removeWebBuild, webBuildCopy } from './support/web-build.ts';

const SCRIPT_NAME = '<script>alert("drawn")</script> Mug & Co';
const BAG_NAME = 'Drawn Bag Kettle';
const NEW_BANNER = 'Neue Läden jede Woche';

for (const dialect of dialects) {
  describe(`first screen drawn by the server on ${dialect}`, () => {
    let t: TestApp;
    let webDist: string;
    let productId: number;
    let buyer: { token: string; orderSn: string };
    before(async () => {
      webDist = webBuildCopy();
      // Kept far longer than any test runs: only a change makes a kept answer or page go.
      t = await startTestApp(dialect, { config: { WEB_DIST: webDist, PUBLIC_CACHE_TTL_MS: 600_000 } });
      const product = await t.app.db
        .selectFrom('products')
        .select(['id', 'merchant_id'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      productId = Number(product.id);
      // Before any request, so no cached answer holds the old name.
      await t.app.db.updateTable('products').set({ name: SCRIPT_NAME }).where('id', '=', productId).execute();
      // A buyer with an order and a line in the bag.
      const { token } = await newBuyer(t.app, 'drawn_buyer');
      const sku = await physicalSku(t.app, { notShop: Number(product.merchant_id) });
      await t.app.db
        .updateTable('products')
        .set({ name: BAG_NAME })
        .where('id', '=', sku.productId)
        .execute();
      await addHomeAddress(t.app, token);
      const { created } = await checkout(t.app, token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const orderSn = created?.body.data.orders[0]?.sn;
      assert.ok(orderSn, 'the buyer has an order');
      await postJson(t.app, '/api/cart/add', { sku_id: sku.skuId, quantity: 1 }, { token });
      buyer = { token, orderSn };
    });
    after(async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

    it('draws the home screen with its data, in the language of the cookie, under the strict policy', async () => {
      const res = await page('/home', { cookie: 'language=ar; time-zone=Asia/Dubai' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.match(res.body, /<html lang="ar" dir="rtl" data-drawn>/);
      assert.match(res.body, /<h2[^>]*>الفئات<\/h2>/, 'the categories heading in Arabic');
      assert.match(res.body, /<script type="application\/json" id="first-screen-data">\{"queries":/);
      assert.match(res.body, /"timeZone":"Asia\/Dubai"/);
      // No executable inline script: the data is JSON, and the policy still allows scripts from the site only.
      assert.doesNotMatch(res.body, /<script(?![^>]*(type="application\/json"|src=))/);
      assert.equal(CONTENT_SECURITY_POLICY.scriptSrc.join(' '), "'self'");
      assert.match(String(res.headers['content-security-policy']), /script-src 'self'(;|$)/);
    });

    it('sends the drawn home again as it was kept, and draws it again at once when ops changes a banner', async () => {
      const german = { cookie: 'language=de; time-zone=Europe/Berlin' };
      const first = await page('/home', german);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]{20,}"$/);
      // The data carries the time it was fetched: a second drawing would be other bytes.
      const again = await page('/home', german);
      assert.equal(again.headers.etag, etag);
      assert.equal(again.body, first.body);
      // Compressed at once at brotli 5, then at brotli 11 in the thread pool: the same page under either ETag.
      const best = await eventually(
        () => page('/home', { ...german, 'accept-encoding': 'br' }),
        (res) => String(res.headers.etag).endsWith('-br11"'),
      );
      assert.equal(best.headers.etag, `${etag.slice(0, -1)}-br11"`);
      assert.equal(brotliDecompressSync(best.rawPayload).toString(), first.body);
      for (const tag of [etag, String(best.headers.etag), `${etag.slice(0, -1)}-br5"`]) {
        const notModified = await page('/home', { ...german, 'accept-encoding': 'br', 'if-none-match': tag });
        assert.equal(notModified.statusCode, 304, tag);
        assert.equal(notModified.body, '');
      }
      assert.match(String(best.headers.vary), /cookie/);
      // Another language or time zone is another page.
      const english = await page('/home', { cookie: 'time-zone=Europe/Berlin' });
      assert.notEqual(english.headers.etag, etag);
      assert.match(english.body, /<html lang="en"/);

      const banner = await t.app.db
        .selectFrom('banners')
        .select('sort')
        .where('lang', '=', 'de')
        .orderBy('sort')
        .executeTakeFirstOrThrow();
      const ops = { db: t.app.db, config: {} as Config, out: () => {} };
      const set = { lang: 'de', sort: String(banner.sort), title: NEW_BANNER, subtitle: 'Jede Woche neu' };
      assert.equal(await bannerSet(ops, set), 0);
      const changed = await page('/home', german);
      assert.notEqual(changed.headers.etag, etag);
      assert.ok(changed.body.includes(`>${NEW_BANNER}<`), 'the new banner, drawn');
    });

    it("fetches the home's first banner before its other pictures, which wait at low priority", async () => {
      const res = await page('/home', { cookie: 'language=en; time-zone=UTC' });
      const pictures = res.body.match(/<img [^>]*>/g) ?? [];
      assert.ok(pictures.length > 10, 'banners, categories, shops and products');
      const [banner, ...others] = pictures;
      assert.match(String(banner), /loading="eager"/);
      assert.match(String(banner), /fetchpriority="high"/i);
      for (const picture of others) assert.match(picture, /fetchpriority="low"/i, picture);
    });

    it('draws a home asked for by several phones at once only once', async () => {
      const french = { cookie: 'language=fr; time-zone=Asia/Tokyo', 'accept-encoding': 'gzip' };
      const pages = await Promise.all([1, 2, 3, 4].map(() => page('/home', french)));
      assert.equal(new Set(pages.map((res) => res.headers.etag)).size, 1);
      assert.match(String(pages[0]?.headers.etag), /-gzip"$/);
    });

    it('escapes a product name with markup in it, in the page and in its data', async () => {
      const res = await page(`/detail/${productId}`);
      assert.equal(res.statusCode, 200);
      // As text: every `<` and `&` escaped (a `>` in text opens nothing, and Preact leaves it as it is).
      assert.match(res.body, /&lt;script(&gt;|>)alert\(&quot;drawn&quot;\)&lt;\/script(&gt;|>) Mug &amp; Co/);
      assert.ok(res.body.includes('\\u003cscript>alert(\\"drawn\\")\\u003c/script> Mug & Co'));
      assert.deepEqual(
        res.body.match(/<script[^>]*>/g),
        ['<script type="application/ld+json">', '<script type="application/json" id="first-screen-data">'],
        'only the structured data and the data elements are scripts',
      );
    });

    it('answers an unknown product with the app as it is, never an error page', async () => {
      for (const url of ['/detail/99999999', '/detail/abc', '/detail/0']) {
        const res = await page(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.body, INDEX_HTML, url);
      }
    });

    it("draws a logged-in buyer's bag and orders in his language, kept by no cache", async () => {
      const cookie = `Admin-Token=${buyer.token}; language=ar`;
      const bag = await page('/bag', { cookie });
      assert.equal(bag.statusCode, 200);
      assert.match(bag.body, /<html lang="ar" dir="rtl" data-drawn>/);
      assert.ok(bag.body.includes(`>${BAG_NAME}<`), "the bag's line, drawn");
      for (const url of ['/myPurchases', '/myPurchases/all']) {
        const orders = await page(url, { cookie });
        assert.ok(orders.body.includes(buyer.orderSn), `the buyer's order on ${url}`);
        assert.match(orders.body, /id="first-screen-data"/);
      }
      for (const res of [bag, await page('/myPurchases', { cookie })]) {
        assert.equal(res.headers['cache-control'], 'private, no-store');
        assert.match(String(res.headers.vary), /cookie/i);
        // A line's name is the largest element: its small picture waits behind it.
        const pictures = res.body.match(/<img [^>]*>/g) ?? [];
        assert.ok(pictures.length > 0, 'the lines have pictures');
        for (const picture of pictures) assert.match(picture, /fetchpriority="low"/i, picture);
      }
    });

    it('draws an empty bag, whose picture the app adds once it runs', async () => {
      const { token } = await newBuyer(t.app, 'empty_bag_buyer');
      const res = await page('/bag', { cookie: `Admin-Token=${token}` });
      assert.match(res.body, /data-drawn/);
      assert.match(res.body, />Your bag is empty</);
    });

    it("sends a buyer's page without a valid token as the app itself, which asks to log in", async () => {
      for (const cookie of [undefined, 'Admin-Token=not-a-token', 'Admin-Token=']) {
        for (const url of ['/bag', '/myPurchases']) {
          const res = await page(url, cookie ? { cookie } : {});
          assert.equal(res.statusCode, 200, `${url} with ${cookie}`);
          assert.equal(res.body, INDEX_HTML, `${url} with ${cookie}`);
          assert.equal(res.headers['cache-control'], 'private, no-store');
        }
      }
      // A public page drawn after a buyer's carries nobody's session.
      await page('/bag', { cookie: `Admin-Token=${buyer.token}` });
      const home = await page('/home');
      assert.doesNotMatch(home.body, /drawn_buyer|user-info/);
    });

    it('leaves non-page requests to the API’s not-found answer', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/home',
        headers: { accept: 'application/json' },
      });
      assert.equal(res.statusCode, 404);
    });
  });
}

after(removeWebBuild);
