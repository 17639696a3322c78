import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { addProduct, setOnSale } from '#server/modules/catalog/product-admin.ts';
import { dialects } from './support/dialects.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { removeWebBuild, webBuildCopy } from './support/web-build.ts';

// Shared links preview and pages are indexed (issue 38.4, decision 0100).
const ORIGIN = 'https://shop.example';
const BREAKING_NAME = 'Tea </script><script>alert("x")</script> & <b>Co</b>';

type Tags = Map<string, string>;
/** The head's `<meta>` tags by name or property, and its `<link rel>` addresses. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Tags = new Map();
  for (const [, key = '', content = ''] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  ))
    meta.set(key, content);
  const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, hreflang, href]) => ({ hreflang, href }),
  );
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const structured = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Record<string, unknown> & { offers?: Record<string, unknown> },
  );
  return { meta, alternates, canonical, title, structured };
}

const decoded = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

for (const dialect of dialects) {
  describe(`shared links and indexed pages on ${dialect}`, () => {
    let t: TestApp;
    let webDist: string;
    let reviewed: { id: number; name: string; price: string; reviews: number; rating: number };
    let breakingId: number;
    before(async () => {
      webDist = webBuildCopy();
      t = await startTestApp(dialect, { config: { WEB_DIST: webDist, PUBLIC_URL: ORIGIN } });
      const product = await t.app.db
        .selectFrom('products')
        .innerJoin('reviews', 'reviews.product_id', 'products.id')
        .select((eb) => [
          'products.id',
          'products.name',
          'products.price',
          eb.fn.countAll<number>().as('reviews'),
          eb.fn.avg<number>('reviews.product_score').as('rating'),
        ])
        .where('products.status', '=', 'on_sale')
        .groupBy(['products.id', 'products.name', 'products.price'])
        .orderBy('products.id')
        .executeTakeFirstOrThrow();
      reviewed = {
        id: Number(product.id),
        name: product.name,
        price: (Number(product.price) / 100).toFixed(2),
        reviews: Number(product.reviews),
        rating: Math.round(Number(product.rating) * 10) / 10,
      };
      const shop = await t.app.db
        .selectFrom('merchants')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      breakingId = await addProduct(t.app.db, {
        shopId: Number(shop.id),
        categoryId: 1,
        name: BREAKING_NAME,
        description: '<p>Loose leaf &amp; <em>fresh</em></p>',
        price: 1250,
        stock: 3,
        spec: 'Standard',
      });
    });
    after(async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('answers a page with HTML to robots and curl (any Accept, or none), and the API with its envelope', async () => {
      for (const url of [`/detail/${reviewed.id}`, `/detail/${reviewed.id}/1`, '/', '/home', '/shop/1']) {
        for (const accept of [undefined, '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
          const res = await get(url, accept ? { accept } : {});
          assert.equal(res.statusCode, 200, `${url} with ${accept}`);
          assert.match(String(res.headers['content-type']), /^text\/html/, `${url} with ${accept}`);
        }
      }
      const drawn = await get(`/detail/${reviewed.id}`);
      assert.match(drawn.body, /data-drawn/, 'the product page is drawn for curl too');
      // Asking for JSON only is the API's way: a page path answers the envelope's 404 to it.
      const json = await get(`/detail/${reviewed.id}`, { accept: 'application/json' });
      assert.equal(json.statusCode, 404);
      assert.equal(json.json().code, 404);
      for (const accept of [undefined, '*/*']) {
        const api = await get('/api/no-such-call', accept ? { accept } : {});
        assert.equal(api.statusCode, 404);
        assert.equal(api.json().code, 404);
        const detail = await get(`/api/product/detail?id=${reviewed.id}`, accept ? { accept } : {});
        assert.equal(detail.json().code, 1);
      }
    });

    it("draws a product's share picture at 1200 × 630 under 300 kB, and none for a product that does not exist", async () => {
      const res = await t.app.inject({ url: `/share/product/${reviewed.id}.jpg` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/jpeg');
      assert.ok(res.rawPayload.length < 300_000, `${res.rawPayload.length} bytes`);
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'jpeg' });
      // The product's picture fills the left square: not the one colour of an empty canvas.
      const left = await sharp(res.rawPayload).extract({ left: 0, top: 0, width: 630, height: 630 }).stats();
      assert.ok((left.channels[0]?.stdev ?? 0) > 5, 'a picture on the left');
      assert.equal((await t.app.inject({ url: '/share/product/99999999.jpg' })).statusCode, 404);
      assert.equal((await t.app.inject({ url: '/share/product/abc.jpg' })).statusCode, 404);
    });

    it('gives a product page its own title, description, canonical address, previews, languages and Product data', async () => {
      const res = await get(`/detail/${reviewed.id}/1?lang=de`);
      const { meta, alternates, canonical, title, structured } = headOf(res.body);
      assert.match(res.body, /<html lang="de" dir="ltr" data-drawn>/);
      assert.equal(decoded(title ?? ''), `${reviewed.name} | Crossbay`);
      const address = `${ORIGIN}/detail/${reviewed.id}?lang=de`;
      assert.equal(canonical, address);
      assert.equal(meta.get('og:url'), address);
      assert.equal(decoded(meta.get('og:title') ?? ''), reviewed.name);
      assert.equal(meta.get('og:type'), 'product');
      assert.ok((meta.get('description') ?? '').length > 10, 'a description');
      assert.equal(meta.get('og:description'), meta.get('description'));
      assert.equal(res.body.match(/<meta name="description"/g)?.length, 1, "the page's own description only");
      assert.equal(meta.get('og:image'), `${ORIGIN}/share/product/${reviewed.id}.jpg`);
      assert.equal(meta.get('og:image:width'), '1200');
      assert.equal(meta.get('og:image:height'), '630');
      assert.equal(meta.get('twitter:card'), 'summary_large_image');
      assert.equal(alternates.length, 15, '14 languages and x-default');
      assert.deepEqual(
        alternates.find((a) => a.hreflang === 'ja'),
        {
          hreflang: 'ja',
          href: `${ORIGIN}/detail/${reviewed.id}?lang=ri`,
        },
      );
      assert.deepEqual(alternates.at(-1), { hreflang: 'x-default', href: `${ORIGIN}/detail/${reviewed.id}` });

      const [product] = structured;
      assert.equal(product?.['@type'], 'Product');
      assert.equal(product?.name, reviewed.name);
      assert.equal(product?.offers?.price, reviewed.price);
      assert.equal(product?.offers?.priceCurrency, 'USD');
      assert.equal(product?.offers?.availability, 'https://schema.org/InStock');
      assert.deepEqual(product?.aggregateRating, {
        '@type': 'AggregateRating',
        ratingValue: reviewed.rating,
        reviewCount: reviewed.reviews,
        bestRating: 5,
        worstRating: 1,
      });
    });

    it('keeps a name with </script> inside its text and data, and rates no product without reviews', async () => {
      const res = await get(`/detail/${breakingId}`);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        res.body.match(/<script[^>]*>/g),
        ['<script type="application/ld+json">', '<script type="application/json" id="first-screen-data">'],
        'no script element but the structured data and the drawn data',
      );
      const { meta, title, structured } = headOf(res.body);
      assert.equal(structured[0]?.name, BREAKING_NAME, 'the structured data reads back whole');
      assert.equal(structured[0]?.description, 'Loose leaf & fresh');
      assert.equal(structured[0]?.aggregateRating, undefined, 'no reviews, no rating');
      assert.equal(decoded(title ?? ''), `${BREAKING_NAME} | Crossbay`);
      assert.equal(decoded(meta.get('og:title') ?? ''), BREAKING_NAME);
      assert.equal(meta.get('description'), 'Loose leaf &#38; fresh');
    });

    it("gives a shop's page (drawn by the app) its own head and Organization data", async () => {
      const shop = await t.app.db
        .selectFrom('merchants')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const res = await get(`/shop/${shop.id}`, { cookie: 'language=ar' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /<html lang="ar" dir="rtl">/, 'not drawn: the app draws it');
      const { meta, canonical, title, structured } = headOf(res.body);
      assert.equal(decoded(title ?? ''), `${shop.name} | Crossbay`);
      assert.equal(canonical, `${ORIGIN}/shop/${shop.id}?lang=ar`);
      assert.equal(decoded(meta.get('og:title') ?? ''), shop.name);
      assert.equal(structured[0]?.['@type'], 'Organization');
      assert.equal(structured[0]?.name, shop.name);
      const unknown = await get('/shop/99999999');
      assert.equal(unknown.statusCode, 200);
      assert.doesNotMatch(unknown.body, /og:title/);
    });

    it('describes the home page in its language, with its languages', async () => {
      const { meta, canonical, alternates } = headOf((await get('/home?lang=fr')).body);
      assert.match(meta.get('description') ?? '', /boutiques du monde entier/);
      assert.equal(canonical, `${ORIGIN}/home?lang=fr`);
      assert.equal(alternates.length, 15);
    });

    it('tells robots where the sitemap is and keeps them out of the API', async () => {
      const res = await get('/robots.txt');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      assert.match(res.body, /^User-agent: \*$/m);
      assert.match(res.body, /^Disallow: \/api\/$/m);
      assert.match(res.body, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    });

    /** Every address the sitemap lists, through its index. */
    async function sitemapAddresses(): Promise<string[]> {
      const index = await get('/sitemap.xml');
      assert.equal(index.statusCode, 200);
      assert.match(String(index.headers['content-type']), /^application\/xml/);
      const pages = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(
        ([, loc = '']) => loc,
      );
      assert.ok(pages.length >= 3, 'home, products and shops');
      const addresses: string[] = [];
      for (const page of pages) {
        assert.ok(page.startsWith(ORIGIN), page);
        const res = await get(page.slice(ORIGIN.length));
        assert.equal(res.statusCode, 200, page);
        assert.match(res.body, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
        for (const [, loc = ''] of res.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)) addresses.push(loc);
      }
      return addresses;
    }
    const productIds = (addresses: string[]) =>
      addresses
        .flatMap((a) => /\/detail\/(\d+)$/.exec(a)?.[1] ?? [])
        .map(Number)
        .sort((a, b) => a - b);

    it('lists every product on sale and every shop in the sitemap, and none off sale, as the catalogue changes', async () => {
      const onSale = async () =>
        (
          await t.app.db
            .selectFrom('products')
            .select('id')
            .where('status', '=', 'on_sale')
            .orderBy('id')
            .execute()
        ).map((p) => Number(p.id));
      const first = await sitemapAddresses();
      assert.deepEqual(productIds(first), await onSale());
      assert.ok(first.includes(`${ORIGIN}/home`));
      const shops = await t.app.db
        .selectFrom('merchants')
        .select('id')
        .where('status', '=', 'open')
        .execute();
      assert.equal(first.filter((a) => /\/shop\/\d+$/.test(a)).length, shops.length);

      await setOnSale(t.app.db, breakingId, BREAKING_NAME, false);
      const later = productIds(await sitemapAddresses());
      assert.ok(!later.includes(breakingId), 'a product taken off sale leaves the sitemap');
      assert.deepEqual(later, await onSale());

      const page = await get('/sitemap/products-1.xml');
      assert.ok(
        page.body.includes(
          `<xhtml:link rel="alternate" hreflang="zh-Hant" href="${ORIGIN}/detail/${reviewed.id}?lang=zh-Hant"/>`,
        ),
        'each product in every language',
      );
      assert.equal((await get('/sitemap/nothing-1.xml')).statusCode, 404);
    });
  });
}

after(removeWebBuild);
