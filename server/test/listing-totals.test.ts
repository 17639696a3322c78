import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from '@crossbay/contract/pagination';
import { COUNT_CAP } from '#server/modules/catalog/repo.ts';
import { growCatalog } from '#server/seed/bulk/grow-catalog.ts';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

// A list's total only tells whether another page follows: past COUNT_CAP matches it stops counting.
for (const dialect of dialects) {
  describe(`product list totals on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
      await growCatalog(t.app.db, COUNT_CAP + 500, { info: () => {} });
    });
    after(() => t.close());

    it('counts exactly up to the cap, then answers one past it, and the pages still go on', async () => {
      const all = await get<Page<{ id: number }>>(t.app, '/api/index/product?sort=newest&limit=20');
      assert.equal(all.body.data.total, COUNT_CAP + 1);
      const category = await get<Page<{ id: number }>>(t.app, '/api/index/product?category=1&limit=20');
      const inCategory = await t.app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', 1)
        .where('status', '=', 'on_sale')
        .executeTakeFirstOrThrow();
      assert.equal(category.body.data.total, Math.min(Number(inCategory.n), COUNT_CAP + 1));
      const deep = await get<Page<{ id: number }>>(
        t.app,
        '/api/index/product?sort=price_asc&page=400&limit=20',
      );
      assert.equal(deep.body.data.list.length, 20, 'page 400 of a capped list still has its products');
    });
  });
}
