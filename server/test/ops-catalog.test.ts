import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Page<T> = { list: T[]; total: number };

for (const dialect of dialects) {
  describe(`ops catalogue commands on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
    });
    after(() => t.close());

    it('adds a shop and a product that buyers can then find', async () => {
      const shop = await ops('merchant', 'add', 'Kestrel Kites');
      assert.equal(shop.code, 0, shop.out);
      const shopId = shop.out.match(/shop (\d+)/)?.[1] as string;
      const product = await ops(
        'product',
        'add',
        '--merchant',
        shopId,
        '--category',
        'toys',
        '--name',
        'Stunt kite 彩色风筝',
        '--price',
        '19.90',
        '--stock',
        '12',
        '--description',
        '<p>Fun</p><script>alert(1)</script>',
      );
      assert.equal(product.code, 0, product.out);
      const found = await get<Page<{ name: string; price: string; stock: number }>>(
        t.app,
        '/api/index/product?keyword=风筝',
      );
      assert.deepEqual(
        found.body.data.list.map((p) => [p.name, p.price, p.stock]),
        [['Stunt kite 彩色风筝', '19.90', 12]],
      );
      const shops = await get<Page<{ name: string }>>(t.app, '/api/merchant/list?keyword=kestrel');
      assert.equal(shops.body.data.list[0]?.name, 'Kestrel Kites');
      const id = product.out.match(/product (\d+)/)?.[1];
      const detail = await get<{ description: string }>(t.app, `/api/product/detail?id=${id}`);
      assert.equal(detail.body.data.description, '<p>Fun</p>');
    });

    it('sets stock and refuses bad input', async () => {
      const product = await t.app.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', 'Stunt kite 彩色风筝')
        .executeTakeFirstOrThrow();
      assert.equal((await ops('product', 'stock', String(product.id), '3')).code, 0);
      const detail = await eventually(
        () =>
          get<{ stock: number; skus: { stock: number }[] }>(t.app, `/api/product/detail?id=${product.id}`),
        (d) => d.body.data.stock === 3,
      );
      assert.equal(detail.body.data.stock, 3);
      assert.equal(detail.body.data.skus[0]?.stock, 3);
      assert.equal((await ops('product', 'stock', String(product.id), '-1')).code, 2);
      assert.equal((await ops('product', 'add', '--name', 'x', '--price', 'free')).code, 2);
    });

    it('takes a product off sale: out of lists and search, greyed in a bag, refused at checkout; and back', async () => {
      const product = await t.app.db
        .selectFrom('products')
        .innerJoin('product_skus', 'product_skus.product_id', 'products.id')
        .select(['products.id', 'products.merchant_id', 'product_skus.id as sku_id'])
        .where('products.name', '=', 'Stunt kite 彩色风筝')
        .executeTakeFirstOrThrow();
      const id = String(product.id);
      const buyer = await newBuyer(t.app, 'kitefan');
      const auth = { token: buyer.token };
      await postJson(t.app, '/api/cart/add', { sku_id: Number(product.sku_id), quantity: 1 }, auth);
      const shown = async () => ({
        search: (await get<Page<{ id: number }>>(t.app, '/api/index/product?keyword=风筝')).body.data.total,
        shop: (await get<Page<{ id: number }>>(t.app, `/api/index/product?merchant=${product.merchant_id}`))
          .body.data.total,
      });
      assert.deepEqual(await shown(), { search: 1, shop: 1 });

      const off = await ops('product', 'off', id);
      assert.equal(off.code, 0, off.out);
      assert.deepEqual(await eventually(shown, (s) => s.search === 0), { search: 0, shop: 0 });
      const detail = await get<{ on_sale: boolean }>(t.app, `/api/product/detail?id=${id}`);
      assert.equal(detail.body.data.on_sale, false);
      const bag = await get<{ shops: { items: { available: boolean }[] }[] }>(t.app, '/api/cart/list', auth);
      assert.equal(bag.body.data.shops[0]?.items[0]?.available, false);
      const preview = await postJson(
        t.app,
        '/api/order/preview',
        { items: [{ sku_id: Number(product.sku_id), quantity: 1 }] },
        auth,
      );
      assert.notEqual(preview.body.code, 1, 'an off-sale product cannot be ordered');

      assert.equal((await ops('product', 'on', id)).code, 0);
      assert.deepEqual(await eventually(shown, (s) => s.search === 1), { search: 1, shop: 1 });
      assert.equal((await ops('product', 'off', '999999')).code, 1);
    });

    it('sets a home banner in one language', async () => {
      const res = await ops(
        'banner',
        'set',
        '--lang',
        'it',
        '--sort',
        '0',
        '--title',
        'Saldi di stagione',
        '--subtitle',
        'Solo questa settimana',
      );
      assert.equal(res.code, 0, res.out);
      const home = await get<{ banners: { title: string }[] }>(t.app, '/api/index/index?lang=it');
      assert.equal(home.body.data.banners[0]?.title, 'Saldi di stagione');
    });
  });
}
