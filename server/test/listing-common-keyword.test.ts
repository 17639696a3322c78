import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from '@crossbay/contract/pagination';
import { nowIso } from '#server/lib/clock.ts';
import { importProductBatch } from '#server/modules/catalog/bulk-import.ts';
import { COUNT_CAP } from '#server/modules/catalog/repo.ts';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

type Card = { id: number; name: string };
type Row = { id: number; sales: number; price: number; category_id: number; created_at: string };

// A keyword that matches more products than a list counts is met by walking the sort's index, fewer
// matches are read from the full-text index and sorted (decision 0070): both give the buyer the same
// products in the same order, and the total still stops one past the cap.
const MADE = COUNT_CAP + 400;

for (const dialect of dialects) {
  describe(`a keyword matching most of the catalogue on ${dialect}`, () => {
    let t: TestApp;
    let lamps: Row[];
    before(async () => {
      t = await startTestApp(dialect);
      const now = nowIso();
      // Sales repeat (ties are broken by the id), a few lamps are off sale and must never show.
      const products = Array.from({ length: MADE }, (_, k) => ({
        product: {
          merchant_id: 1,
          category_id: (k % 10) + 1,
          name: `Lumen desk lamp ${k}`,
          price: 1000 + ((k * 7919) % 50_000),
          cost_price: 500,
          stock: 5,
          sales: (k * 31) % 97,
          views: k % 13,
          is_virtual: 0,
          status: k % 41 === 0 ? ('off_sale' as const) : ('on_sale' as const),
          created_at: new Date(
            Date.parse('2026-01-01T00:00:00Z') + ((k * 104_729) % 9_000_000) * 1000,
          ).toISOString(),
          updated_at: now,
        },
        skus: [{ spec: 'Standard', price: 1000, stock: 5 }],
        images: [],
      }));
      for (let start = 0; start < MADE; start += 2000) {
        await t.app.db
          .transaction()
          .execute((tx) => importProductBatch(dialect, tx, products.slice(start, start + 2000)));
      }
      const rows = await t.app.db
        .selectFrom('products')
        .select(['id', 'sales', 'price', 'category_id', 'created_at'])
        .where('status', '=', 'on_sale')
        .where('name', 'like', 'Lumen desk lamp %')
        .execute();
      lamps = rows.map((r) => ({
        id: Number(r.id),
        sales: Number(r.sales),
        price: Number(r.price),
        category_id: Number(r.category_id),
        created_at: r.created_at,
      }));
      assert.ok(lamps.length > COUNT_CAP, 'more lamps on sale than a list counts');
    });
    after(() => t.close());

    const ids = async (query: string) => {
      const res = await get<Page<Card>>(t.app, `/api/index/product?${query}`);
      return { ids: res.body.data.list.map((p) => p.id), total: res.body.data.total };
    };

    it('lists "lumen" by sales page by page as a hand sort of every lamp on sale', async () => {
      const bySales = [...lamps].sort((a, b) => b.sales - a.sales || b.id - a.id);
      for (const page of [1, 2, 3, 50]) {
        const found = await ids(`keyword=lumen&sort=sales&page=${page}&limit=20`);
        assert.deepEqual(
          found.ids,
          bySales.slice((page - 1) * 20, page * 20).map((p) => p.id),
          `page ${page}`,
        );
        assert.equal(found.total, COUNT_CAP + 1);
      }
    });

    it('lists "lumen" newest first, near the start and deep, as a hand sort', async () => {
      const newest = [...lamps].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      for (const page of [1, 60]) {
        const found = await ids(`keyword=lumen&sort=newest&page=${page}&limit=20`);
        assert.deepEqual(
          found.ids,
          newest.slice((page - 1) * 20, page * 20).map((p) => p.id),
          `page ${page}`,
        );
      }
    });

    it('lists "lumen" in one category by price, counted exactly under the cap', async () => {
      const inCategory = lamps
        .filter((p) => p.category_id === 4)
        .sort((a, b) => a.price - b.price || a.id - b.id);
      const found = await ids('keyword=lumen&category=4&sort=price_asc&page=2&limit=20');
      assert.deepEqual(
        found.ids,
        inCategory.slice(20, 40).map((p) => p.id),
      );
      assert.equal(found.total, inCategory.length);
    });

    it('answers "lumen" where no lamp passes the filters as an empty page counted none', async () => {
      const priciest = Math.max(...lamps.map((p) => p.price));
      const above = ((priciest + 100) / 100).toFixed(2);
      assert.deepEqual(await ids(`keyword=lumen&category=4&min_price=${above}&sort=price_asc&limit=20`), {
        ids: [],
        total: 0,
      });
      assert.deepEqual(await ids(`keyword=lumen&category=4&min_price=${above}&sort=sales&page=3&limit=20`), {
        ids: [],
        total: 0,
      });
    });
  });
}
