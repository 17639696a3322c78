import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { TOGETHER_SHOWN } from '@crossbay/contract/recommendation-limits';
import { TogetherAnswer } from '@crossbay/contract/recommendations';
import { addProduct, setOnSale, setSku } from '#server/modules/catalog/product-admin.ts';
import { foldSales } from '#server/modules/orders/sales.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkoutAndPay } from './support/shopping.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

type Product = { id: number; skuId: number; name: string };

for (const dialect of dialects) {
  describe(`bought and viewed together on ${dialect}`, () => {
    let t: TestApp;
    let buyer: { id: number; token: string };
    let kite: Product;
    let string: Product;
    let reel: Product;
    let categoryId: number;
    before(async () => {
      t = await startTestApp(dialect);
      buyer = await newBuyer(t.app, 'pair-buyer', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      await t.app.db.transaction().execute(async (tx) => {
        const { post } = await import('#server/modules/wallet/ledger.ts');
        await post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' });
      });
      const shop = await t.app.db
        .selectFrom('merchants')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const category = await t.app.db
        .selectFrom('categories')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      categoryId = Number(category.id);
      const make = async (name: string): Promise<Product> => {
        const id = await addProduct(t.app.db, {
          shopId: Number(shop.id),
          categoryId,
          name,
          description: '',
          price: 300,
          stock: 20,
          spec: 'Standard',
        });
        const sku = await t.app.db
          .selectFrom('product_skus')
          .select('id')
          .where('product_id', '=', id)
          .executeTakeFirstOrThrow();
        return { id, skuId: Number(sku.id), name };
      };
      kite = await make('Pair test kite');
      string = await make('Pair test string');
      reel = await make('Pair test reel');
    });
    after(() => t.close());

    const together = async (query: string) => {
      const answer = await get(t.app, `/api/product/together?${query}`);
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return TogetherAnswer.parse(answer.body.data).list;
    };
    const buyTogether = async (products: Product[]) => {
      const items = products.map((p) => ({ sku_id: p.skuId, quantity: 1 }));
      await checkoutAndPay(t.app, buyer.token, items);
      await foldSales(t.app.db);
    };

    it('a new product is filled with its category best sellers, on sale and in stock', async () => {
      const list = await together(`ids=${kite.id}`);
      assert.equal(list.length, TOGETHER_SHOWN);
      assert.ok(list.every((item) => item.reason === 'category' && item.category_id === categoryId));
      assert.ok(list.every((item) => item.id !== kite.id && item.stock > 0));
      const sales = list.map((item) => item.sales);
      assert.deepEqual(
        sales,
        [...sales].sort((a, b) => b - a),
      );
    });

    it('shows what paid orders bought together, most often first, then the category', async () => {
      await buyTogether([kite, string]);
      await buyTogether([kite, string, reel]);
      const list = await together(`ids=${kite.id}`);
      assert.deepEqual(
        list.slice(0, 2).map((item) => [item.id, item.reason]),
        [
          [string.id, 'bought'],
          [reel.id, 'bought'],
        ],
      );
      assert.equal(list.length, TOGETHER_SHOWN);
      assert.ok(list.slice(2).every((item) => item.reason === 'category'));
      const fromTwo = await together(`ids=${reel.id},${string.id}`);
      assert.equal(fromTwo[0]?.id, kite.id, 'the scores of several products add up');
      const rows = await t.app.db
        .selectFrom('product_pairs')
        .select(['other_id', 'score'])
        .where('product_id', '=', kite.id)
        .where('kind', '=', 'bought')
        .orderBy('other_id')
        .execute();
      assert.deepEqual(
        rows.map((r) => [Number(r.other_id), Number(r.score)]),
        [
          [string.id, 2],
          [reel.id, 1],
        ],
      );
    });

    it('never shows a product off sale or sold out', async () => {
      await setOnSale(t.app.db, string.id, string.name, false);
      await setSku(t.app.db, reel.id, reel.skuId, { stock: 0 });
      try {
        const list = await together(`ids=${kite.id}`);
        assert.ok(!list.some((item) => item.id === string.id || item.id === reel.id));
        assert.ok(list.every((item) => item.reason === 'category'));
      } finally {
        await setOnSale(t.app.db, string.id, string.name, true);
        await setSku(t.app.db, reel.id, reel.skuId, { stock: 20 });
      }
    });

    it('pairs the products one viewer opened on one day', async () => {
      const device = { 'device-id': 'pair-test-device' };
      for (const product of [reel, kite, string])
        assert.equal((await get(t.app, `/api/product/detail?id=${product.id}`, device)).body.code, Codes.Ok);
      const list = await together(`ids=${string.id}&kind=viewed`);
      assert.deepEqual(
        list.map((item) => [item.id, item.reason]).sort(),
        [
          [kite.id, 'viewed'],
          [reel.id, 'viewed'],
        ].sort(),
      );
    });

    it('without products, shows the best sellers; refuses bad ids', async () => {
      const list = await together('');
      assert.equal(list.length, TOGETHER_SHOWN);
      assert.ok(list.every((item) => item.reason === 'popular' && item.stock > 0));
      for (const bad of [
        'ids=abc',
        'ids=1,,2',
        'kind=liked',
        `ids=${Array.from({ length: 21 }, (_, i) => i + 1)}`,
      ]) {
        const answer = await get(t.app, `/api/product/together?${bad}`);
        assert.equal(answer.body.code, Codes.ValidationFailed, bad);
      }
    });
  });
}
