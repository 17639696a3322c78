import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bag, type SpecFacts } from '#server/modules/cart/service.ts';
import { PublicCache } from '#server/modules/public-cache/cache.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { CatalogMemo } from '#server/modules/public-cache/catalog-memo.ts';
import { bumpCatalogVersion } from '#server/modules/public-cache/version-repo.ts';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type BagAnswer = {
  shops: { items: { sku_id: number; available: boolean; price: string }[] }[];
  count: number;
};

for (const dialect of dialects) {
  describe(`the bag on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const skus = async (count: number) =>
      (
        await t.app.db
          .selectFrom('product_skus')
          .innerJoin('products', 'products.id', 'product_skus.product_id')
          .select(['product_skus.id', 'products.merchant_id'])
          .where('products.status', '=', 'on_sale')
          .where('products.is_virtual', '=', 0)
          .where('product_skus.stock', '>', 1)
          .orderBy('product_skus.id')
          .limit(count)
          .execute()
      ).map((row) => ({ id: Number(row.id), shop: Number(row.merchant_id) }));

    it('lists the line changed last first, and marks a spec sold out or a shop closed as unavailable', async () => {
      const buyer = await newBuyer(t.app, 'bagger');
      const auth = { token: buyer.token };
      const [first, second, third] = await skus(3);
      assert.ok(first && second && third);
      for (const sku of [first, second, third]) {
        const added = await postJson(t.app, '/api/cart/add', { sku_id: sku.id, quantity: 1 }, auth);
        assert.equal(added.body.code, 1, added.body.msg);
        // Distinct change times: the list's order is by the time a line last changed.
        await new Promise((r) => setTimeout(r, 5));
      }
      const updated = await postJson(
        t.app,
        '/api/cart/update',
        { id: Number((await lineOf(buyer.id, first.id)).id), quantity: 2 },
        auth,
      );
      assert.equal(updated.body.code, 1, updated.body.msg);
      const order = (answer: BagAnswer) => answer.shops.flatMap((s) => s.items.map((i) => i.sku_id));
      const listed = (await get<BagAnswer>(t.app, '/api/cart/list', auth)).body.data;
      assert.equal(order(listed)[0], first.id);
      assert.equal(listed.count, 4);

      await t.app.db.updateTable('product_skus').set({ stock: 0 }).where('id', '=', second.id).execute();
      await t.app.db
        .updateTable('merchants')
        .set({ status: 'closed' })
        .where('id', '=', third.shop)
        .execute();
      // As the app's own paths (an order, `ops`) announce a change to the catalog once it has committed.
      await catalogChanged(t.app.db);
      const after = (await get<BagAnswer>(t.app, '/api/cart/list', auth)).body.data;
      const availability = new Map(after.shops.flatMap((s) => s.items.map((i) => [i.sku_id, i.available])));
      assert.equal(availability.get(second.id), false);
      assert.equal(availability.get(third.id), false);
      if (first.shop !== third.shop) assert.equal(availability.get(first.id), true);
    });

    it("shows a spec's price as kept until the catalog is changed, here at once, from another process within a second", async () => {
      const buyer = await newBuyer(t.app, 'watcher');
      const auth = { token: buyer.token };
      const [sku] = await skus(1);
      assert.ok(sku);
      assert.equal(
        (await postJson(t.app, '/api/cart/add', { sku_id: sku.id, quantity: 1 }, auth)).body.code,
        1,
      );
      const priceShown = async () =>
        (await get<BagAnswer>(t.app, '/api/cart/list', auth)).body.data.shops[0]?.items[0]?.price;
      const setPrice = (cents: number) =>
        t.app.db.updateTable('product_skus').set({ price: cents }).where('id', '=', sku.id).execute();
      const before = await priceShown();

      // Written behind the app's back, announced to no one: the bag keeps what it read.
      await setPrice(12_345);
      assert.equal(await priceShown(), before);
      // Changed through this process: the very next read shows it.
      await catalogChanged(t.app.db);
      assert.equal(await priceShown(), '123.45');
      // Changed by another process, which moves only the shared version: seen when it is next read.
      await setPrice(23_456);
      await bumpCatalogVersion(t.app.db);
      assert.equal(await eventually(priceShown, (price) => price === '234.56', 3000), '234.56');
    });

    it('never shows a line another request added in a transaction that then rolled back', async () => {
      const tickets = new PublicCache(t.app.db, { ttlMs: 5000, maxEntries: 100, versionCheckMs: 1000 });
      const specs: SpecFacts = new CatalogMemo(tickets, { ttlMs: 5000, maxEntries: 100 });
      const buyer = await newBuyer(t.app, 'halfway');
      const [sku] = await skus(1);
      assert.ok(sku);
      let readDuring: Promise<Awaited<ReturnType<typeof bag>>> | undefined;
      await assert.rejects(
        t.app.db.transaction().execute(async (tx) => {
          const now = new Date().toISOString();
          await tx
            .insertInto('cart_items')
            .values({
              user_id: buyer.id,
              product_id: (
                await tx
                  .selectFrom('product_skus')
                  .select('product_id')
                  .where('id', '=', sku.id)
                  .executeTakeFirstOrThrow()
              ).product_id,
              sku_id: sku.id,
              quantity: 1,
              created_at: now,
              updated_at: now,
            })
            .execute();
          // Another request reads the bag while this transaction is open.
          readDuring = bag(t.app.db, specs, buyer.id);
          await new Promise((r) => setTimeout(r, 20));
          throw new Error('changed my mind');
        }),
        /changed my mind/,
      );
      assert.equal((await readDuring)?.count, 0);
    });

    async function lineOf(userId: number, skuId: number) {
      return t.app.db
        .selectFrom('cart_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('sku_id', '=', skuId)
        .executeTakeFirstOrThrow();
    }
  });
}
