import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import { searchTerms } from '#server/modules/search/terms.ts';
import { growCatalog } from '#server/seed/bulk/grow-catalog.ts';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

type Card = { id: number; name: string; price: string };
type Row = { id: number; name: string; price: number; category_id: number; created_at: string };
const cents = (price: string) => Math.round(Number(price) * 100);

// A list's pages are read from the sort's index first (ids only), a keyword filters inside the same
// query, and a one-letter keyword is refused (decision 0066): the buyer still sees every product once.
for (const dialect of dialects) {
  describe(`deep pages and keywords with filters on ${dialect}`, () => {
    let t: TestApp;
    let onSale: Row[];
    before(async () => {
      t = await startTestApp(dialect);
      await growCatalog(t.app.db, 2500, { info: () => {} });
      const rows = await t.app.db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'category_id', 'created_at'])
        .where('status', '=', 'on_sale')
        .execute();
      onSale = rows.map((r) => ({
        ...r,
        id: Number(r.id),
        price: Number(r.price),
        category_id: Number(r.category_id),
      }));
    });
    after(() => t.close());

    const list = (query: string) => get<Page<Card>>(t.app, `/api/index/product?${query}`);

    it('gives on a deep page of a category by price the products an ordered count says are there', async () => {
      const inCategory = onSale
        .filter((p) => p.category_id === 3)
        .sort((a, b) => a.price - b.price || a.id - b.id);
      const page = 9;
      const res = await list(`category=3&sort=price_asc&page=${page}&limit=20`);
      assert.equal(res.body.code, Codes.Ok);
      assert.deepEqual(
        res.body.data.list.map((p) => p.id),
        inCategory.slice((page - 1) * 20, page * 20).map((p) => p.id),
      );
      assert.deepEqual(
        res.body.data.list.map((p) => cents(p.price)),
        inCategory.slice((page - 1) * 20, page * 20).map((p) => p.price),
      );
    });

    it('walks every page of "newest" and meets each product on sale once, in order', async () => {
      const newest = [...onSale].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const seen: number[] = [];
      for (let page = 1; seen.length < newest.length; page++) {
        const res = await list(`sort=newest&page=${page}&limit=100`);
        assert.ok(res.body.data.list.length > 0, `page ${page} is empty before the end`);
        seen.push(...res.body.data.list.map((p) => p.id));
      }
      assert.deepEqual(
        seen,
        newest.map((p) => p.id),
      );
    });

    it('filters a keyword by category and sorts it by price, as a hand search of the names', async () => {
      for (const keyword of ['pro', 'новый', '手机']) {
        const prefix = searchTerms(keyword)[0] as string;
        const found = onSale.filter((p) => searchTerms(p.name).some((w) => w.startsWith(prefix)));
        const count = (id: number) => found.filter((p) => p.category_id === id).length;
        const category = [...new Set(found.map((p) => p.category_id))].sort((a, b) => count(b) - count(a))[0];
        const expected = found
          .filter((p) => p.category_id === category)
          .sort((a, b) => b.price - a.price || b.id - a.id);
        assert.ok(expected.length > 3, `${keyword} has a second page in category ${category}`);
        const res = await list(
          `keyword=${encodeURIComponent(keyword)}&category=${category}&sort=price_desc&limit=2&page=2`,
        );
        assert.equal(res.body.data.total, expected.length, keyword);
        assert.deepEqual(
          res.body.data.list.map((p) => p.id),
          expected.slice(2, 4).map((p) => p.id),
          keyword,
        );
      }
    });

    it("refuses a keyword of one letter with a message in the buyer's language", async () => {
      for (const [keyword, lang, message] of [
        ['s', 'en', 'Type at least two letters to search'],
        ['a b', 'fr', 'Saisissez au moins deux lettres pour rechercher'],
      ] as const) {
        const res = await list(`keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
        assert.equal(res.body.code, Codes.ValidationFailed, keyword);
        assert.equal(res.body.msg, message);
      }
      const water = await list(`keyword=${encodeURIComponent('น้ำ')}`);
      assert.equal(water.body.code, Codes.Ok, 'a Thai word of two letters and a mark is searched');
      const shoes = await list(`keyword=${encodeURIComponent('鞋')}`);
      assert.equal(shoes.body.code, Codes.Ok, 'one Chinese character is a word of its own');
    });
  });
}
