import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OrderRefunds, RefundView } from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import { passRefund } from '#server/modules/after-sales/refund-decisions.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { type Buyer, cardKeySku, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import { checkout, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

type Order = { id: number; status: string; actions: string[] };

for (const dialect of dialects) {
  describe(`refunds: apply, decide by ops, money back on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let proof: string;
    let skuId: number;
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'refunder');
      proof = await uploadPicture(t.app, buyer.token);
      skuId = (await physicalSku(t.app, { minStock: 40 })).skuId;
    });
    after(() => t.close());

    const cents = (money: string) => Math.round(Number(money) * 100);
    const balance = () => balanceOf(t.app, buyer.id);
    const statusOf = async (orderId: number) =>
      (await get<Order>(t.app, `/api/order/detail?id=${orderId}`, { token: buyer.token })).body.data.status;
    const refundRows = async (orderId: number) =>
      t.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
    const apply = (orderId: number, body: Record<string, unknown> = {}, who = buyer, lang = 'en') =>
      postJson<RefundView>(
        t.app,
        `/api/refund/apply?lang=${lang}`,
        {
          order_id: orderId,
          type: 'refund_only',
          goods_state: 'not_received',
          amount: '1.00',
          reason: 'changed_mind',
          explanation: 'I ordered the wrong size',
          proof: [proof],
          ...body,
        },
        { token: who.token },
      );
    const refundDetail = (orderId: number, who = buyer) =>
      get<OrderRefunds>(t.app, `/api/refund/detail?order_id=${orderId}`, { token: who.token });

    for (const [name, body, said] of [
      ['no refund type', { type: undefined }, /choose the refund type/],
      ['no goods status', { goods_state: 'lost' }, /whether you received the goods/],
      ['an amount that is not a number', { amount: 'ten' }, /correct amount, with at most two decimals/],
      ['a negative amount', { amount: '-1.00' }, /correct amount, with at most two decimals/],
      ['a zero amount', { amount: '0' }, /more than zero/],
      ['no reason', { reason: '' }, /choose the reason/],
      ['an empty explanation', { explanation: '   ' }, /enter an explanation/],
      ['no proof', { proof: [] }, /upload a proof/],
      ['a proof that is not an upload', { proof: ['https://example.com/a.png'] }, /JPEG, PNG, WebP or GIF/],
      ["another buyer's upload as proof", { proof: ['/uploads/not-mine.webp'] }, /upload the picture again/],
    ] as const) {
      it(`refuses an application with ${name}, and changes nothing`, async () => {
        const order = await paidOrder(t.app, buyer, skuId);
        const res = await apply(order.id, body);
        assert.notEqual(res.body.code, Codes.Ok);
        assert.match(res.body.msg, said);
        assert.equal((await refundRows(order.id)).length, 0);
        assert.equal(await statusOf(order.id), 'waiting_deliver');
      });
    }

    it('answers a validation failure in German when asked', async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      const res = await apply(order.id, { explanation: '' }, buyer, 'de');
      assert.equal(res.body.code, Codes.ValidationFailed);
      assert.equal(res.body.msg, 'Bitte gib eine Erläuterung ein');
    });

    it('refunds in full: apply, pass by ops, money back with a refund bill row, order refunded', async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      const before = await refundDetail(order.id);
      assert.deepEqual(
        [before.body.data.refundable, before.body.data.can_apply, before.body.data.refunds],
        [order.total, true, []],
      );
      const start = await balance();
      const applied = await apply(order.id, { amount: order.total });
      assert.equal(applied.body.code, Codes.Ok, applied.body.msg);
      assert.equal(applied.body.msg, 'Apply successful');
      assert.equal(applied.body.data.status, 'auditing');
      assert.equal(applied.body.data.amount, order.total);
      assert.deepEqual(applied.body.data.proof, [proof]);
      const detail = await get<Order>(t.app, `/api/order/detail?id=${order.id}`, { token: buyer.token });
      assert.equal(detail.body.data.status, 'refunding');
      assert.equal(detail.body.data.actions.includes('refund'), false);
      const during = await refundDetail(order.id);
      assert.equal(during.body.data.can_apply, false);
      assert.equal(during.body.data.refunds[0]?.id, applied.body.data.id);

      const listed = await ops('refund', 'list');
      assert.equal(listed.code, 0);
      assert.match(listed.out, new RegExp(`^${applied.body.data.id} +order ${order.sn}`, 'm'));
      const passed = await ops('refund', 'pass', String(applied.body.data.id), '--note', 'goods not shipped');
      assert.equal(passed.code, 0, passed.out);
      assert.equal(await balance(), start + cents(order.total));
      assert.equal(await statusOf(order.id), 'refunded');
      const bill = await get<{ list: { type: string; amount: string; ref_type: string; ref_id: number }[] }>(
        t.app,
        '/api/user/bill?type=refund',
        { token: buyer.token },
      );
      assert.deepEqual(
        bill.body.data.list.map((b) => [b.type, b.amount, b.ref_type, b.ref_id]),
        [['refund', order.total, 'order', order.id]],
      );
      const notices = await get<{ list: { title: string; body: string }[] }>(t.app, '/api/notice/list', {
        token: buyer.token,
      });
      assert.equal(notices.body.data.list[0]?.title, 'Refund approved');
      assert.match(notices.body.data.list[0]?.body ?? '', new RegExp(order.sn));
      const after = await refundDetail(order.id);
      assert.deepEqual(
        [after.body.data.refundable, after.body.data.can_apply, after.body.data.refunds[0]?.status],
        ['0.00', false, 'passed'],
      );
      assert.equal(after.body.data.refunds[0]?.decision_note, 'goods not shipped');

      const again = await ops('refund', 'pass', String(applied.body.data.id));
      assert.equal(again.code, 1);
      assert.match(again.out, /nothing changed/);
      assert.equal(await balance(), start + cents(order.total));
      const check = await ops('ledger-check');
      assert.equal(check.code, 0, check.out);
      const refundedAgain = await apply(order.id);
      assert.match(refundedAgain.body.msg, /cannot be refunded in its current status/);
    });

    it('gives the discount money back with a full refund, and keeps it with a partial one', async () => {
      await t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId: buyer.id, wallet: 'bonus', amount: 300, type: 'discount' }));
      const discount = async () => {
        const u = await t.app.db
          .selectFrom('users')
          .select(['bonus_usable', 'bonus_used', 'bonus_total'])
          .where('id', '=', buyer.id)
          .executeTakeFirstOrThrow();
        return { usable: Number(u.bonus_usable), used: Number(u.bonus_used), gifts: Number(u.bonus_total) };
      };
      const decide = async (orderId: number, amount: string) => {
        const applied = await apply(orderId, { amount });
        assert.equal(applied.body.code, Codes.Ok, applied.body.msg);
        assert.equal((await ops('refund', 'pass', String(applied.body.data.id))).code, 0);
      };

      const whole = await paidOrder(t.app, buyer, skuId, '1.00');
      const part = await paidOrder(t.app, buyer, skuId, '1.00');
      const paid = await discount();
      await decide(part.id, '0.50');
      assert.deepEqual(await discount(), paid, 'a partial refund keeps the discount money used');
      await decide(whole.id, whole.total);
      assert.deepEqual(
        await discount(),
        { usable: paid.usable + 100, used: paid.used - 100, gifts: paid.gifts },
        'usable again, no longer used, and not a new gift',
      );
      assert.equal((await ops('ledger-check')).code, 0);
    });

    it('refuses by ops: the order goes back to where it was and no money moves', async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'K1')).code, 0);
      await postJson(t.app, '/api/order/receive', { id: order.id }, { token: buyer.token });
      const applied = await apply(order.id, {
        type: 'return_refund',
        goods_state: 'received',
        amount: '0.50',
      });
      assert.equal(applied.body.code, Codes.Ok, applied.body.msg);
      assert.equal(await statusOf(order.id), 'after_sale');
      const start = await balance();
      const id = String(applied.body.data.id);
      assert.equal((await ops('refund', 'refuse', id)).code, 2, 'a refusal needs a note');
      const refused = await ops('refund', 'refuse', id, '--note', 'no damage on the photos');
      assert.equal(refused.code, 0, refused.out);
      assert.equal(await statusOf(order.id), 'received');
      assert.equal(await balance(), start);
      const detail = await refundDetail(order.id);
      assert.deepEqual(
        [detail.body.data.refunds[0]?.status, detail.body.data.refunds[0]?.decision_note],
        ['refused', 'no damage on the photos'],
      );
      assert.deepEqual([detail.body.data.can_apply, detail.body.data.refundable], [true, order.total]);
      const notices = await get<{ list: { title: string; body: string }[] }>(t.app, '/api/notice/list', {
        token: buyer.token,
      });
      assert.equal(notices.body.data.list[0]?.title, 'Refund refused');
      assert.match(notices.body.data.list[0]?.body ?? '', /no damage on the photos/);
      assert.equal((await ops('refund', 'pass', id)).code, 1, 'a refused refund cannot be passed');
      assert.equal(await balance(), start);
      assert.match((await ops('refund', 'list', '--status', 'refused')).out, new RegExp(`order ${order.sn}`));
    });

    it('refuses more than was paid, a second application and an unpaid order', async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      const over = await apply(order.id, { amount: (cents(order.total) + 1) / 100 });
      assert.equal(over.body.code, Codes.ValidationFailed);
      assert.equal(over.body.msg, `The refund amount cannot be more than ${order.total}`);
      assert.equal((await refundRows(order.id)).length, 0);
      assert.equal((await apply(order.id)).body.code, Codes.Ok);
      const twice = await apply(order.id);
      assert.equal(twice.body.code, Codes.OrderStateChanged);
      assert.equal(twice.body.msg, 'A refund for this order is already being reviewed');
      assert.equal((await refundRows(order.id)).length, 1);

      const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: skuId, quantity: 1 }] });
      const unpaid = created?.body.data.orders[0]?.id as number;
      const res = await apply(unpaid);
      assert.equal(res.body.msg, 'This order cannot be refunded in its current status');
      assert.equal(await statusOf(unpaid), 'waiting_pay');
      assert.equal((await refundDetail(unpaid)).body.data.can_apply, false);
    });

    it('refuses a refund of a card-key order, completed at payment', async () => {
      const order = await paidOrder(t.app, buyer, await cardKeySku(t.app));
      const res = await apply(order.id);
      assert.equal(res.body.code, Codes.OrderStateChanged);
      assert.match(res.body.msg, /Card-key orders cannot be refunded/);
      assert.equal(await statusOf(order.id), 'completed');
      assert.equal((await refundDetail(order.id)).body.data.can_apply, false);
    });

    it("never shows or changes another buyer's order", async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      const other = await newBuyer(t.app, 'refund-peeker');
      const otherProof = await uploadPicture(t.app, other.token);
      const res = await apply(order.id, { proof: [otherProof] }, other);
      assert.equal(res.body.code, Codes.NotFound);
      assert.equal((await refundDetail(order.id, other)).body.code, Codes.NotFound);
      assert.equal((await refundDetail(999_999)).body.code, Codes.NotFound);
      assert.equal((await refundRows(order.id)).length, 0);
      assert.equal(await statusOf(order.id), 'waiting_deliver');
    });

    it('makes one refund of 10 racing applications, and credits it once however often it is passed', async () => {
      const order = await paidOrder(t.app, buyer, skuId);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => apply(order.id, { amount: order.total })),
      );
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 1);
      assert.ok(answers.every((a) => a.body.code === Codes.Ok || a.body.code === Codes.OrderStateChanged));
      const rows = await refundRows(order.id);
      assert.equal(rows.length, 1);
      const start = await balance();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => passRefund(t.app.db, Number(rows[0]?.id), null)),
      );
      assert.deepEqual(
        results.filter((r) => r === 'done'),
        ['done'],
      );
      assert.equal(await balance(), start + cents(order.total));
      const bills = await t.app.db
        .selectFrom('bill')
        .select('amount')
        .where('type', '=', 'refund')
        .where('ref_id', '=', order.id)
        .execute();
      assert.equal(bills.length, 1);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });
  });
}
