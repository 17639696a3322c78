import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { type Buyer, cardKeySku, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { checkout, idempotencyKey, SWEEP_CONFIG } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

type Order = { id: number; sn: string; status: string; actions: string[] };
type Review = {
  reviewer: string;
  content: string;
  product_score: number;
  pictures: string[];
  specs: string[];
};
type Card = { id: number; rating: number | null; reviews: number };
type Detail = {
  reviews: { count: number; with_pictures: number; product: number | null; service: number | null };
  latest_reviews: Review[];
  shop: { id: number; favourable_rate: number | null };
};

for (const dialect of dialects) {
  describe(`reviews of received and completed orders on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let picture: string;
    // Two products of one shop, so one order holds both.
    let shop: { shopId: number; skus: { skuId: number; productId: number }[] };
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'reviewer');
      picture = await uploadPicture(t.app, buyer.token, 'public');
      const rows = await t.app.db
        .selectFrom('product_skus')
        .innerJoin('products', 'products.id', 'product_skus.product_id')
        .select(['product_skus.id', 'products.id as product_id', 'products.merchant_id'])
        .where('products.is_virtual', '=', 0)
        .where('products.status', '=', 'on_sale')
        .where('product_skus.stock', '>=', 20)
        .where('product_skus.price', '<=', 20_000)
        .orderBy('products.merchant_id')
        .orderBy('product_skus.id')
        .execute();
      const shopId = Number(
        rows.find((r) => rows.some((o) => o.merchant_id === r.merchant_id && o.product_id !== r.product_id))
          ?.merchant_id,
      );
      const ofShop = rows.filter((r) => Number(r.merchant_id) === shopId);
      const second = ofShop.find((r) => r.product_id !== ofShop[0]?.product_id);
      shop = {
        shopId,
        skus: [ofShop[0], second].map((r) => ({ skuId: Number(r?.id), productId: Number(r?.product_id) })),
      };
    });
    after(() => t.close());

    const sku = (i: 0 | 1) => shop.skus[i] as { skuId: number; productId: number };
    // the shop's favourable rate as its review rows give it
    const rateOfRows = async () => {
      const scores = await t.app.db
        .selectFrom('reviews')
        .select('product_score')
        .where('merchant_id', '=', shop.shopId)
        .execute();
      const good = scores.filter((s) => s.product_score >= 4).length;
      return Math.round((good * 1000) / scores.length) / 10;
    };
    const orderOf = async (id: number, who = buyer) =>
      (await get<Order>(t.app, `/api/order/detail?id=${id}`, { token: who.token })).body.data;
    const review = (orderId: number, body: Record<string, unknown> = {}, who = buyer) =>
      postJson<Order>(
        t.app,
        '/api/comment/add',
        {
          order_id: orderId,
          content: 'Sturdy and exactly as pictured',
          product_score: 5,
          service_score: 4,
          postage_score: 3,
          pictures: [picture],
          ...body,
        },
        { token: who.token },
      );
    const reviewRows = (orderId: number) =>
      t.app.db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).execute();
    const receivedOrder = async () => {
      const order = await paidOrder(t.app, buyer, sku(0).skuId);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'R1')).code, 0);
      await postJson(t.app, '/api/order/receive', { id: order.id }, { token: buyer.token });
      return order;
    };

    it('refuses a review before receipt, and offers none', async () => {
      const order = await paidOrder(t.app, buyer, sku(0).skuId);
      assert.equal((await orderOf(order.id)).actions.includes('review'), false);
      const res = await review(order.id);
      assert.equal(res.body.code, Codes.OrderStateChanged);
      assert.equal(res.body.msg, 'You can review an order once you have received it');
      assert.equal((await reviewRows(order.id)).length, 0);
      assert.equal((await orderOf(order.id)).status, 'waiting_deliver');
    });

    it('reviews a received order with both its products: it completes, and shows on the product and the shop', async () => {
      const { created } = await checkout(t.app, buyer.token, {
        items: [
          { sku_id: sku(0).skuId, quantity: 1 },
          { sku_id: sku(1).skuId, quantity: 2 },
        ],
      });
      const order = created?.body.data.orders[0] as { id: number; sn: string };
      await postJson(
        t.app,
        '/api/order/pay',
        { order_ids: [order.id], pay_password: '123456', idempotency_key: idempotencyKey() },
        { token: buyer.token },
      );
      await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'R2');
      const received = await postJson<Order>(
        t.app,
        '/api/order/receive',
        { id: order.id },
        { token: buyer.token },
      );
      assert.ok(received.body.data.actions.includes('review'));
      const productUrl = `/api/product/detail?id=${sku(1).productId}`;
      const before = (await get<Detail>(t.app, productUrl)).body.data;

      const res = await review(order.id);
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.equal(res.body.msg, 'Review successful');
      assert.equal(res.body.data.status, 'completed');
      assert.equal(res.body.data.actions.includes('review'), false);
      assert.deepEqual(
        (await reviewRows(order.id)).map((r) => Number(r.product_id)).sort(),
        [...new Set([sku(0).productId, sku(1).productId])].sort(),
      );

      const comments = await get<{ list: Review[]; total: number }>(
        t.app,
        `/api/product/comments?id=${sku(1).productId}`,
      );
      const first = comments.body.data.list[0];
      const bought = await t.app.db
        .selectFrom('product_skus')
        .select('spec')
        .where('id', '=', sku(1).skuId)
        .executeTakeFirstOrThrow();
      // Another buyer's name masked; the spec the reviewer bought beside the review.
      assert.deepEqual(
        [first?.reviewer, first?.content, first?.product_score, first?.pictures, first?.specs],
        ['r***r', 'Sturdy and exactly as pictured', 5, [picture], [bought.spec]],
      );
      assert.doesNotMatch(JSON.stringify(comments.body), /"reviewer"[^}]*reviewer\b|"account"/);
      const after = (await get<Detail>(t.app, productUrl)).body.data;
      assert.equal(after.reviews.count, before.reviews.count + 1);
      assert.equal(after.latest_reviews[0]?.content, 'Sturdy and exactly as pictured');
      assert.equal(after.shop.favourable_rate, await rateOfRows());
      assert.ok(
        (after.shop.favourable_rate ?? 0) >= (before.shop.favourable_rate ?? 0),
        'five stars never lower the rate',
      );

      const again = await review(order.id, { content: 'Changed my mind' });
      assert.equal(again.body.code, Codes.OrderStateChanged);
      assert.equal(again.body.msg, 'You have already reviewed this order');
      assert.equal((await reviewRows(order.id)).length, 2);
    });

    it('reviews once an order the sweep completed without a review', async () => {
      const order = await receivedOrder();
      await sweepOrders(t.app.db, SWEEP_CONFIG, new Date(Date.now() + 8 * 86_400_000));
      const completed = await orderOf(order.id);
      assert.equal(completed.status, 'completed');
      assert.ok(completed.actions.includes('review'));
      const res = await review(order.id, { product_score: 2, pictures: [] });
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.equal(res.body.data.status, 'completed');
      assert.equal((await review(order.id)).body.msg, 'You have already reviewed this order');
      const rate = (await get<Detail>(t.app, `/api/product/detail?id=${sku(0).productId}`)).body.data.shop
        .favourable_rate;
      assert.equal(rate, await rateOfRows());
      assert.ok((rate ?? 100) < 100, 'a score of 2 is not favourable');
    });

    it('reviews a card-key order, completed at payment, once of 5 racing reviews', async () => {
      const order = await paidOrder(t.app, buyer, await cardKeySku(t.app));
      assert.ok((await orderOf(order.id)).actions.includes('review'));
      const answers = await Promise.all(Array.from({ length: 5 }, () => review(order.id)));
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 1);
      assert.ok(
        answers.every(
          (a) => a.body.code === Codes.Ok || a.body.msg === 'You have already reviewed this order',
        ),
      );
      assert.equal((await reviewRows(order.id)).length, 1);
    });

    it("refuses an empty review and someone else's pictures", async () => {
      const order = await receivedOrder();
      const empty = await review(order.id, { content: '  ' });
      assert.equal(empty.body.code, Codes.ValidationFailed);
      assert.equal(empty.body.msg, 'The review cannot be empty');
      const foreign = await review(order.id, { pictures: ['/uploads/someone-else.webp'] });
      assert.equal(foreign.body.msg, 'Please upload the picture again');
      assert.equal((await reviewRows(order.id)).length, 0);
      assert.equal((await orderOf(order.id)).status, 'received');
    });

    it("never reviews another buyer's order", async () => {
      const order = await receivedOrder();
      const other = await newBuyer(t.app, 'review-peeker');
      const res = await review(order.id, { pictures: [] }, other);
      assert.equal(res.body.code, Codes.NotFound);
      assert.equal((await reviewRows(order.id)).length, 0);
      assert.equal((await orderOf(order.id)).status, 'received');
    });
    it('lists only the reviews with pictures when asked, and counts them', async () => {
      const order = await receivedOrder();
      assert.equal(
        (await review(order.id, { pictures: [], content: 'No photos, still fine' })).body.code,
        Codes.Ok,
      );
      const url = `/api/product/comments?id=${sku(0).productId}&limit=50`;
      const all = (await get<{ list: Review[]; total: number }>(t.app, url)).body.data;
      const pictured = (await get<{ list: Review[]; total: number }>(t.app, `${url}&with_pictures=1`)).body
        .data;
      assert.ok(
        all.list.some((r) => r.pictures.length === 0),
        'a review without pictures exists',
      );
      assert.ok(pictured.total > 0 && pictured.total < all.total);
      assert.ok(pictured.list.every((r) => r.pictures.length > 0));
      assert.equal(pictured.list.length, all.list.filter((r) => r.pictures.length > 0).length);
      const detail = (await get<Detail>(t.app, `/api/product/detail?id=${sku(0).productId}`)).body.data;
      assert.equal(detail.reviews.with_pictures, pictured.total);
      const wrong = await get(t.app, `${url}&with_pictures=yes`);
      assert.notEqual(wrong.body.code, Codes.Ok);
    });

    it("shows a product card's stars and review count from its reviews, and none without reviews", async () => {
      const added = await ops(
        'product',
        'add',
        '--merchant',
        String(shop.shopId),
        '--category',
        'toys',
        '--name',
        'Unreviewed Kite',
        '--price',
        '9.90',
        '--stock',
        '5',
      );
      assert.equal(added.code, 0);
      const cards = (
        await get<{ list: Card[] }>(t.app, `/api/index/product?merchant=${shop.shopId}&limit=100`)
      ).body.data.list;
      const rows = await t.app.db
        .selectFrom('reviews')
        .select(['product_id', 'product_score'])
        .where('merchant_id', '=', shop.shopId)
        .execute();
      for (const productId of [sku(0).productId, sku(1).productId]) {
        const scores = rows
          .filter((r) => Number(r.product_id) === productId)
          .map((r) => Number(r.product_score));
        const card = cards.find((c) => c.id === productId);
        assert.equal(card?.reviews, scores.length);
        assert.equal(card?.rating, Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10);
      }
      const unreviewed = cards.find((c) => c.reviews === 0);
      assert.ok(unreviewed, 'the new product is listed');
      assert.equal(unreviewed.rating, null);
    });
  });
}
