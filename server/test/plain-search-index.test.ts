import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from '@crossbay/contract/pagination';
import { nowIso } from '#server/lib/clock.ts';
import { importProductBatch } from '#server/modules/catalog/bulk-import.ts';
import { addProduct, setOnSale } from '#server/modules/catalog/product-admin.ts';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

type Card = { id: number; name: string };

// A plain keyword search (no filter, relevance order) counts and ranks in the search index alone; on
// PostgreSQL that is products' own narrow table (decision 0073), kept beside the column that filtered
// searches match on. Whatever way a product comes in, goes off sale or comes back, both must show it
// alike: the narrow table is written on each of those paths or a buyer's plain search goes wrong.
for (const dialect of dialects) {
  describe(`a plain keyword search follows the catalogue on ${dialect}`, () => {
    let t: TestApp;
    let twice: number;
    let plush: number[];
    before(async () => {
      t = await startTestApp(dialect);
      const now = nowIso();
      // Same length names, same sales and views: relevance, then the id, orders them on either path.
      const product = (name: string, status: 'on_sale' | 'off_sale' = 'on_sale') => ({
        product: {
          merchant_id: 1,
          category_id: 1,
          name,
          price: 2500,
          cost_price: 1000,
          stock: 5,
          sales: 3,
          views: 7,
          is_virtual: 0,
          status,
          created_at: now,
          updated_at: now,
        },
        skus: [{ spec: 'Standard', price: 2500, stock: 5 }],
        images: [],
      });
      await t.app.db
        .transaction()
        .execute((tx) =>
          importProductBatch(dialect, tx, [
            product('Quokka plush A1'),
            product('Quokka quokkas plush'),
            product('Quokka plush B2'),
            product('Quokka plush C3', 'off_sale'),
            product('Quokka plush D4'),
          ]),
        );
      const rows = await t.app.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('name', 'like', 'Quokka %')
        .orderBy('id', 'desc')
        .execute();
      const byName = (name: string) => Number(rows.find((r) => r.name === name)?.id);
      twice = byName('Quokka quokkas plush');
      plush = ['Quokka plush D4', 'Quokka plush B2', 'Quokka plush A1'].map(byName);
    });
    after(() => t.close());

    /** The plain search and the same search through a filter that keeps every product. */
    const both = async () => {
      const list = async (query: string) => {
        const res = await get<Page<Card>>(t.app, `/api/index/product?keyword=quokka&limit=20${query}`);
        return { ids: res.body.data.list.map((p) => p.id), total: res.body.data.total };
      };
      return { plain: await list(''), filtered: await list('&min_price=0') };
    };

    it('finds the products a bulk import put on sale, the one matching twice first, and not the one off sale', async () => {
      const expected = { ids: [twice, ...plush], total: 4 };
      assert.deepEqual(await both(), { plain: expected, filtered: expected });
      const past = await get<Page<Card>>(t.app, '/api/index/product?keyword=quokka&limit=20&page=2');
      assert.deepEqual(
        [past.body.data.list, past.body.data.total],
        [[], 4],
        'a page past the last still counts',
      );
    });

    it('drops a product taken off sale and finds it again once back on sale', async () => {
      await setOnSale(t.app.db, twice, 'Quokka quokkas plush', false);
      const off = { ids: plush, total: 3 };
      assert.deepEqual(await both(), { plain: off, filtered: off });
      await setOnSale(t.app.db, twice, 'Quokka quokkas plush', true);
      const back = { ids: [twice, ...plush], total: 4 };
      assert.deepEqual(await both(), { plain: back, filtered: back });
    });

    it('finds a product the operator adds, newest first among equals', async () => {
      const added = await addProduct(t.app.db, {
        shopId: 1,
        categoryId: 1,
        name: 'Quokka plush E5',
        description: '<p>Soft</p>',
        price: 2500,
        stock: 5,
        spec: 'Standard',
      });
      const found = await both();
      assert.deepEqual(found.plain, { ids: [twice, added, ...plush], total: 5 });
      assert.deepEqual(found.filtered.ids.toSorted(), found.plain.ids.toSorted());
    });
  });
}
