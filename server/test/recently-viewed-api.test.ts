import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { RECENTLY_VIEWED_KEPT } from '@crossbay/contract/recommendation-limits';
import { RecentlyViewed, ViewedCards } from '@crossbay/contract/recommendations';
import { setOnSale } from '#server/modules/catalog/product-admin.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Buyer = { id: number; token: string };

for (const dialect of dialects) {
  describe(`recently viewed on ${dialect}`, () => {
    let t: TestApp;
    let ann: Buyer;
    let bob: Buyer;
    let ids: number[];
    before(async () => {
      t = await startTestApp(dialect);
      ann = await newBuyer(t.app, 'ann-views');
      bob = await newBuyer(t.app, 'bob-views');
      const rows = await t.app.db
        .selectFrom('products')
        .select('id')
        .where('status', '=', 'on_sale')
        .orderBy('id')
        .limit(RECENTLY_VIEWED_KEPT + 2)
        .execute();
      ids = rows.map((row) => Number(row.id));
      assert.equal(ids.length, RECENTLY_VIEWED_KEPT + 2);
    });
    after(() => t.close());

    const view = async (buyer: Buyer, id: number) =>
      assert.equal(
        (await get(t.app, `/api/product/detail?id=${id}`, { token: buyer.token })).body.code,
        Codes.Ok,
      );
    const listed = async (buyer: Buyer) => {
      const answer = await get(t.app, '/api/viewed/list', { token: buyer.token });
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return RecentlyViewed.parse(answer.body.data).list.map((item) => item.id);
    };
    const merge = (buyer: Buyer, productIds: unknown[]) =>
      postJson(t.app, '/api/viewed/merge', { product_ids: productIds }, { token: buyer.token });
    const clear = (buyer: Buyer) => postJson(t.app, '/api/viewed/clear', {}, { token: buyer.token });
    const id = (i: number) => ids[i] as number;

    it('lists what the buyer viewed, newest first, each product once, and nobody else sees it', async () => {
      await view(ann, id(0));
      await view(ann, id(1));
      await view(ann, id(0));
      assert.deepEqual(await listed(ann), [id(0), id(1)]);
      assert.deepEqual(await listed(bob), []);
      assert.equal((await get(t.app, '/api/viewed/list')).status, 401);
    });

    it('clears the buyer list only', async () => {
      await view(bob, id(2));
      assert.equal((await clear(ann)).body.code, Codes.Ok);
      assert.deepEqual(await listed(ann), []);
      assert.deepEqual(await listed(bob), [id(2)]);
    });

    it("merges a visitor's list above the account's, skipping unknown and repeated ids", async () => {
      const merged = await merge(bob, [id(3), id(2), 987654321, id(3), id(4)]);
      assert.equal(merged.body.code, Codes.Ok, merged.body.msg);
      assert.deepEqual(
        RecentlyViewed.parse(merged.body.data).list.map((item) => item.id),
        [id(3), id(2), id(4)],
      );
      await view(bob, id(5));
      assert.deepEqual(await listed(bob), [id(5), id(3), id(2), id(4)]);
    });

    it('refuses a merge too long, of bad ids or without a login, and changes nothing', async () => {
      const tooLong = await merge(bob, ids.slice(0, RECENTLY_VIEWED_KEPT + 1));
      assert.equal(tooLong.body.code, Codes.ValidationFailed);
      assert.equal((await merge(bob, ['abc'])).body.code, Codes.ValidationFailed);
      assert.equal((await merge(bob, [-1])).body.code, Codes.ValidationFailed);
      const cards = await get(t.app, `/api/viewed/cards?ids=${ids.join(',')}`);
      assert.equal(
        cards.body.code,
        Codes.ValidationFailed,
        'a visitor list is as long as a buyer list at most',
      );
      const anonymous = await postJson(t.app, '/api/viewed/merge', { product_ids: [id(6)] });
      assert.equal(anonymous.status, 401);
      assert.deepEqual(await listed(bob), [id(5), id(3), id(2), id(4)]);
    });

    it(`keeps the newest ${RECENTLY_VIEWED_KEPT}`, async () => {
      assert.equal((await merge(ann, ids.slice(1, RECENTLY_VIEWED_KEPT + 1))).body.code, Codes.Ok);
      await view(ann, id(0));
      const list = await listed(ann);
      assert.equal(list.length, RECENTLY_VIEWED_KEPT);
      assert.equal(list[0], id(0));
      assert.ok(!list.includes(id(RECENTLY_VIEWED_KEPT)), 'the oldest view is dropped');
      const rows = await t.app.db
        .selectFrom('recently_viewed')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', ann.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(rows.n), RECENTLY_VIEWED_KEPT);
    });

    it('leaves out a product taken off sale', async () => {
      const product = await t.app.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', id(5))
        .executeTakeFirstOrThrow();
      await setOnSale(t.app.db, id(5), product.name, false);
      try {
        assert.deepEqual(await listed(bob), [id(3), id(2), id(4)]);
        const cards = await get(t.app, `/api/viewed/cards?ids=${id(4)},${id(5)},987654321,${id(3)}`);
        assert.deepEqual(
          ViewedCards.parse(cards.body.data).list.map((card) => card.id),
          [id(4), id(3)],
          "a visitor's list as cards, in its order, on sale only",
        );
      } finally {
        await setOnSale(t.app.db, id(5), product.name, true);
      }
    });
  });
}
