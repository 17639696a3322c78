import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bag } from '#server/modules/cart/service.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type BagAnswer = { shops: { items: { sku_id: number; available: boolean }[] }[]; count: number };

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
      const after = (await get<BagAnswer>(t.app, '/api/cart/list', auth)).body.data;
      const availability = new Map(after.shops.flatMap((s) => s.items.map((i) => [i.sku_id, i.available])));
      assert.equal(availability.get(second.id), false);
      assert.equal(availability.get(third.id), false);
      if (first.shop !== third.shop) assert.equal(availability.get(first.id), true);
    });

    it('never shows a line another request added in a transaction that then rolled back', async () => {
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
          readDuring = bag(t.app.db, buyer.id);
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
