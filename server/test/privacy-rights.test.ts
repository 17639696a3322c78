import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { post } from '#server/modules/wallet/ledger.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf } from './support/session.ts';
import { physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Row = { id: number | string; user_id?: number | string };
type Export = Record<string, Row[]> & { account: Record<string, unknown> };

// The lists of the file and the table each comes from, all rows of one buyer (user_id).
const LISTS = {
  addresses: 'addresses',
  orders: 'orders',
  bill: 'bill',
  recharges: 'recharges',
  withdrawals: 'withdrawals',
  refunds: 'refunds',
  reviews: 'reviews',
  complaints: 'complaints',
  consultations: 'consultations',
  wishlist: 'wishlist',
  vouchers: 'buyer_vouchers',
} as const;

for (const dialect of dialects) {
  describe(`privacy rights: download my data, close my account, on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let other: Buyer;
    let skuId: number;
    let productId: number;
    let openOrder: { id: number; sn: string };
    let reviewedOrder: { id: number; sn: string };

    const received = async (who: Buyer) => {
      const order = await paidOrder(t.app, who, skuId);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'P1')).code, 0);
      await postJson(t.app, '/api/order/receive', { id: order.id }, { token: who.token });
      return order;
    };
    const reviewOf = (who: Buyer, orderId: number, content: string) =>
      postJson(
        t.app,
        '/api/comment/add',
        { order_id: orderId, content, product_score: 5, service_score: 5, postage_score: 5, pictures: [] },
        { token: who.token },
      );
    const download = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/personal_data', headers: { token } });
    const close = (who: Buyer, code = '123456') =>
      postJson(t.app, '/api/user/close_account', { pay_password: code }, { token: who.token });
    const idsOf = async (table: (typeof LISTS)[keyof typeof LISTS], userId: number) =>
      (
        await t.app.db.selectFrom(table).select('id').where('user_id', '=', userId).orderBy('id').execute()
      ).map((r) => Number(r.id));

    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'privacy-owner');
      other = await payingBuyer(t.app, 'privacy-other');
      const sku = await physicalSku(t.app, { minStock: 20, maxPrice: 20_000 });
      skuId = sku.skuId;
      productId = sku.productId;
      reviewedOrder = await received(buyer);
      assert.equal(
        (await reviewOf(buyer, reviewedOrder.id, 'Closed-account review text')).body.code,
        Codes.Ok,
      );
      openOrder = await paidOrder(t.app, buyer, skuId);
      const othersOrder = await received(other);
      await reviewOf(other, othersOrder.id, 'The other buyer stays');
      await paidOrder(t.app, other, skuId);
    });
    after(() => t.close());

    it('downloads every row of the buyer and none of another, without secrets, as an uncached attachment', async () => {
      const res = await download(buyer.token);
      assert.equal(res.statusCode, 200);
      assert.match(
        String(res.headers['content-disposition']),
        /^attachment; filename="crossbay-privacy-owner-/,
      );
      assert.equal(res.headers['cache-control'], 'no-store');
      const file = res.json() as Export;
      assert.equal(file.account.account, 'privacy-owner');
      assert.equal(file.account.email, 'privacy-owner@example.com');
      for (const [list, table] of Object.entries(LISTS)) {
        const listed = (file[list] ?? []).map((r) => Number(r.id));
        assert.deepEqual(listed, await idsOf(table, buyer.id), `${list}: every row of the buyer`);
        assert.ok(
          (file[list] ?? []).every((r) => r.user_id === undefined || Number(r.user_id) === buyer.id),
          `${list}: no other buyer's row`,
        );
      }
      assert.ok(
        file.orders?.length === 2 && file.reviews?.length === 1 && file.bill && file.bill.length >= 3,
      );
      const order = file.orders?.find((o) => Number(o.id) === openOrder.id) as Row & {
        sn: string;
        items: Row[];
      };
      assert.equal(order.sn, openOrder.sn);
      assert.equal(order.items.length, 1);
      const text = res.body;
      assert.doesNotMatch(text, /privacy-other|The other buyer stays/);
      assert.doesNotMatch(text, /password_hash|pay_code_hash|token_hash|account_key|scrypt\$/);
      assert.equal((await download('not-a-token')).statusCode === 200, false);
    });

    it('refuses to close with a wrong payment code, counting it towards the lock-out', async () => {
      const res = await close(buyer, '000000');
      assert.equal(res.body.code, Codes.PayCodeWrong);
      const failures = await t.app.db
        .selectFrom('security_events')
        .select('kind')
        .where('user_id', '=', buyer.id)
        .where('kind', '=', 'pay_code_wrong')
        .execute();
      assert.equal(failures.length, 1);
    });

    it('refuses to close while the balance is above zero, then while an order is open, saying what to settle', async () => {
      const withBalance = await close(buyer);
      assert.equal(withBalance.body.code, Codes.AccountHasOpenItems);
      assert.match(withBalance.body.msg, /balance is above zero/);
      const balance = await balanceOf(t.app, buyer.id);
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: -balance, type: 'adjustment' }),
        );
      const withOrder = await close(buyer);
      assert.equal(withOrder.body.code, Codes.AccountHasOpenItems);
      assert.match(withOrder.body.msg, /orders that are not finished/);
      const zh = await postJson(
        t.app,
        '/api/user/close_account?lang=zh-CN',
        { pay_password: '123456' },
        { token: buyer.token },
      );
      assert.equal(
        zh.body.msg,
        '您有尚未完成的订单：请先支付或取消未付款订单，并等待其他订单发货、确认收货后再注销账号。',
      );
      const still = await t.app.db
        .selectFrom('users')
        .select(['email', 'closed_at'])
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual({ ...still }, { email: 'privacy-owner@example.com', closed_at: null });
    });

    it('closes once nothing is open: data erased, login refused, reviews by a former buyer, ledger and orders kept', async () => {
      assert.equal(
        (await ops('order', 'ship', openOrder.sn, '--company', 'Kerry', '--tracking', 'P2')).code,
        0,
      );
      await postJson(t.app, '/api/order/receive', { id: openOrder.id }, { token: buyer.token });
      const billBefore = await idsOf('bill', buyer.id);
      const ordersBefore = await idsOf('orders', buyer.id);

      const res = await close(buyer);
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.equal(res.body.msg, 'Your account is closed');

      const login = await postJson(t.app, '/api/user/login', {
        account: 'privacy-owner',
        password: 'secret-pass',
      });
      assert.notEqual(login.body.code, Codes.Ok);
      const info = await get(t.app, '/api/user/getUserInfo', { token: buyer.token });
      assert.equal(info.body.code, Codes.Unauthorized);
      const again = await postJson(t.app, '/api/user/register', {
        account: 'Privacy-Owner',
        password: 'another-pass-9',
        password_confirm: 'another-pass-9',
      });
      assert.notEqual(again.body.code, Codes.Ok, 'the old name is not given to someone else');

      const row = await t.app.db
        .selectFrom('users')
        .select(['account', 'email', 'mobile', 'avatar', 'pay_code_hash', 'closed_at'])
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.account, `closed#${buyer.id}`);
      assert.deepEqual([row.email, row.mobile, row.avatar, row.pay_code_hash], [null, null, null, null]);
      assert.ok(row.closed_at);
      assert.deepEqual(await idsOf('addresses', buyer.id), []);
      assert.deepEqual(await idsOf('bill', buyer.id), billBefore);
      assert.deepEqual(await idsOf('orders', buyer.id), ordersBefore);
      assert.equal((await ops('ledger-check')).code, 0);

      type Review = { reviewer: string | null; content: string };
      const detail = await get<{ latest_reviews: Review[] }>(t.app, `/api/product/detail?id=${productId}`);
      const reviews = detail.body.data.latest_reviews;
      assert.equal(reviews.find((r) => r.content === 'Closed-account review text')?.reviewer, null);
      assert.notEqual(reviews.find((r) => r.content === 'The other buyer stays')?.reviewer, null);
    });
  });
}
