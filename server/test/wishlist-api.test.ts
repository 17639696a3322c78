import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { pageOfWishlist, WishlistAnswer, WishlistIds } from '@crossbay/contract/wishlist';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { type Answer, get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Buyer = { id: number; token: string };

for (const dialect of dialects) {
  describe(`wishlist API on ${dialect}`, () => {
    let t: TestApp;
    let ann: Buyer;
    let bob: Buyer;
    let products: { id: number; name: string }[];
    before(async () => {
      t = await startTestApp(dialect);
      ann = await newBuyer(t.app, 'ann-wishes');
      bob = await newBuyer(t.app, 'bob-wishes');
      const page = await get<{ list: { id: number; name: string }[] }>(t.app, '/api/index/product?limit=4');
      products = page.body.data.list;
      assert.equal(products.length, 4);
    });
    after(() => t.close());

    const add = (buyer: Buyer, productId: unknown, lang = 'en') =>
      postJson<unknown>(
        t.app,
        `/api/wishlist/add?lang=${lang}`,
        { product_id: productId },
        { token: buyer.token },
      );
    const del = (buyer: Buyer, productId: unknown) =>
      postJson<unknown>(t.app, '/api/wishlist/del', { product_id: productId }, { token: buyer.token });
    const list = (buyer: Buyer, query = '') =>
      get<unknown>(t.app, `/api/wishlist/list?${query}`, { token: buyer.token });
    const ids = async (buyer: Buyer) =>
      WishlistIds.parse((await get(t.app, '/api/wishlist/ids', { token: buyer.token })).body.data).ids;
    const ok = <T>(answer: Answer, schema: { parse: (v: unknown) => T }): T => {
      assert.equal(answer.status, 200);
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return schema.parse(answer.body.data);
    };

    it('saves products, lists them newest first as cards, and removes one', async () => {
      const [first, second, third] = products as [
        (typeof products)[0],
        (typeof products)[0],
        (typeof products)[0],
      ];
      const saved = await add(ann, first.id);
      assert.deepEqual(ok(saved, WishlistAnswer), { saved: true, total: 1 });
      assert.equal(saved.body.msg, 'Saved to your wishlist');
      ok(await add(ann, second.id), WishlistAnswer);
      assert.deepEqual(ok(await add(ann, third.id), WishlistAnswer), { saved: true, total: 3 });

      const page = ok(await list(ann), pageOfWishlist);
      assert.equal(page.total, 3);
      assert.deepEqual(
        page.list.map((p) => p.id),
        [third.id, second.id, first.id],
      );
      assert.equal(page.list[0]?.name, third.name);
      assert.match(page.list[0]?.price ?? '', /^\d+\.\d\d$/);
      assert.ok(page.list.every((p) => p.on_sale));
      assert.deepEqual(await ids(ann), [third.id, second.id, first.id]);

      const second2 = ok(await list(ann, 'page=2&limit=2'), pageOfWishlist);
      assert.deepEqual(
        second2.list.map((p) => p.id),
        [first.id],
      );
      assert.equal(second2.total, 3);

      const removed = await del(ann, second.id);
      assert.deepEqual(ok(removed, WishlistAnswer), { saved: false, total: 2 });
      assert.equal(removed.body.msg, 'Removed from your wishlist');
      assert.deepEqual(await ids(ann), [third.id, first.id]);
      assert.deepEqual(ok(await del(ann, second.id), WishlistAnswer), { saved: false, total: 2 });
    });

    it('saving the same product twice keeps one entry in its first place', async () => {
      const [first, , third] = products as [(typeof products)[0], unknown, (typeof products)[0]];
      const again = await Promise.all([add(ann, first.id), add(ann, first.id)]);
      for (const answer of again) assert.deepEqual(ok(answer, WishlistAnswer), { saved: true, total: 2 });
      assert.deepEqual(await ids(ann), [third.id, first.id]);
      const rows = await t.app.db
        .selectFrom('wishlist')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', ann.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(rows.n), 2);
    });

    it('refuses a product that does not exist, in the buyer language, and saves nothing', async () => {
      const en = await add(ann, 987654321);
      assert.equal(en.body.code, Codes.NotFound);
      assert.equal(en.body.msg, 'This product does not exist or has been removed');
      const de = await add(ann, 987654321, 'de');
      assert.equal(de.body.msg, 'Dieses Produkt gibt es nicht oder es wurde entfernt');
      const bad = await add(ann, 'abc');
      assert.equal(bad.body.code, Codes.ValidationFailed);
      assert.equal(bad.body.msg, 'This product does not exist or has been removed');
      assert.equal((await ids(ann)).length, 2);
    });

    it('keeps a product taken off sale on the list, marked, refuses to save it again, and lets it go', async () => {
      const fourth = products[3] as (typeof products)[0];
      ok(await add(bob, fourth.id), WishlistAnswer);
      const ops = opsFor(t);
      assert.equal((await ops('product', 'off', String(fourth.id))).code, 0);
      try {
        const page = ok(await list(bob), pageOfWishlist);
        assert.deepEqual(
          page.list.map((p) => [p.id, p.on_sale]),
          [[fourth.id, false]],
        );
        ok(await del(bob, fourth.id), WishlistAnswer);
        const refused = await add(bob, fourth.id);
        assert.equal(refused.body.code, Codes.ProductOffSale);
        assert.equal(refused.body.msg, 'This product is no longer on sale');
        assert.deepEqual(await ids(bob), []);
      } finally {
        assert.equal((await ops('product', 'on', String(fourth.id))).code, 0);
      }
    });

    it('never shows or changes one buyer list for another', async () => {
      const annBefore = await ids(ann);
      assert.ok(annBefore.length > 0);
      const bobList = ok(await list(bob), pageOfWishlist);
      assert.equal(bobList.total, 0);
      assert.deepEqual(await ids(bob), []);
      // Bob removing Ann's product removes nothing of Ann's; Bob saving it puts it on his list only.
      for (const id of annBefore) ok(await del(bob, id), WishlistAnswer);
      assert.deepEqual(await ids(ann), annBefore);
      assert.deepEqual(ok(await add(bob, annBefore[0]), WishlistAnswer), { saved: true, total: 1 });
      assert.deepEqual(await ids(ann), annBefore);
      assert.equal(ok(await list(ann), pageOfWishlist).total, annBefore.length);
      // The list takes no user parameter: asking for another buyer's id is refused, and shows nothing of hers.
      const spoofed = await list(bob, `user_id=${ann.id}`);
      assert.deepEqual(spoofed.body, {
        code: Codes.ValidationFailed,
        msg: 'This request has a field the server does not take: user_id',
        data: null,
      });
    });

    it('answers 401 to an anonymous visitor on every wishlist call', async () => {
      const calls = [
        t.app.inject({ method: 'POST', url: '/api/wishlist/add', payload: { product_id: products[0]?.id } }),
        t.app.inject({ method: 'POST', url: '/api/wishlist/del', payload: { product_id: products[0]?.id } }),
        t.app.inject({ method: 'GET', url: '/api/wishlist/list' }),
        t.app.inject({ method: 'GET', url: '/api/wishlist/ids' }),
        t.app.inject({ method: 'GET', url: '/api/wishlist/ids', headers: { token: 'not-a-session' } }),
      ];
      for (const res of await Promise.all(calls)) {
        assert.equal(res.statusCode, 401);
        assert.equal(res.json().code, 401);
      }
    });
  });
}
