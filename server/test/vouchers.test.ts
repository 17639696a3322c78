import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CheckoutPreview, CreatedCheckout } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { MyVouchers, type OfferedVoucher, OfferedVouchers } from '@crossbay/contract/vouchers';
import { passRefund } from '#server/modules/after-sales/refund-decisions.ts';
import { addVoucher, giveBackVouchers, useVouchers } from '#server/modules/vouchers/service.ts';
import { paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

const DAY = 86_400_000;

for (const dialect of dialects) {
  describe(`vouchers on ${dialect}`, () => {
    let t: TestApp;
    let buyers = 0;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const buyer = async () => {
      const b = await newBuyer(t.app, `voucher${++buyers}`, { payCode: '123456' });
      await addHomeAddress(t.app, b.token);
      return b;
    };
    const voucher = (o: {
      shopId: number | null;
      kind?: 'fixed' | 'percent';
      value: number;
      minSpend?: number;
      total?: number | null;
      perBuyer?: number;
      endsIn?: number;
    }) =>
      addVoucher(t.app.db, {
        merchant_id: o.shopId,
        kind: o.kind ?? 'fixed',
        value: o.value,
        min_spend: o.minSpend ?? 0,
        starts_at: new Date(Date.now() - 1000).toISOString(),
        ends_at: new Date(Date.now() + (o.endsIn ?? DAY)).toISOString(),
        total_limit: o.total ?? null,
        per_buyer_limit: o.perBuyer ?? 1,
        created_at: new Date().toISOString(),
      });
    const collect = (token: string, voucherId: number) =>
      postJson<OfferedVoucher>(t.app, '/api/voucher/collect', { voucher_id: voucherId }, { token });
    const mine = async (token: string) =>
      MyVouchers.parse((await get(t.app, '/api/voucher/mine', { token })).body.data);
    const claimed = async (voucherId: number) =>
      Number(
        (
          await t.app.db
            .selectFrom('vouchers')
            .select('claimed_count')
            .where('id', '=', voucherId)
            .executeTakeFirstOrThrow()
        ).claimed_count,
      );
    const heldRows = (voucherId: number) =>
      t.app.db.selectFrom('buyer_vouchers').selectAll().where('voucher_id', '=', voucherId).execute();

    it('ops adds a voucher the shop offers, and refuses bad input', async () => {
      const sku = await physicalSku(t.app);
      const ops = opsFor(t);
      const added = await ops(
        'voucher',
        'add',
        '--kind',
        'fixed',
        '--value',
        '5.00',
        '--min-spend',
        '30.00',
        '--total-limit',
        '100',
        '--merchant',
        String(sku.shopId),
      );
      assert.equal(added.code, 0, added.out);
      assert.match(added.out, /voucher \d+ added/);
      assert.notEqual((await ops('voucher', 'add', '--kind', 'percent', '--value', '95')).code, 0);
      const listed = await get(t.app, `/api/voucher/list?merchant_id=${sku.shopId}`);
      const offer = OfferedVouchers.parse(listed.body.data).vouchers.find((v) => v.value === '5.00');
      assert.deepEqual(
        { min: offer?.min_spend, collected: offer?.collected, can: offer?.can_collect },
        { min: '30.00', collected: false, can: true },
      );
      const id = Number(/voucher (\d+) added/.exec(added.out)?.[1]);
      assert.equal((await ops('voucher', 'disable', String(id))).code, 0);
      const after = OfferedVouchers.parse(
        (await get(t.app, `/api/voucher/list?merchant_id=${sku.shopId}`)).body.data,
      );
      assert.equal(
        after.vouchers.some((v) => v.id === id),
        false,
        'a disabled voucher is no longer offered',
      );
    });

    it('20 collects at once of a voucher limited to 5 hand out exactly 5, at most 2 a buyer', async () => {
      const id = await voucher({ shopId: null, value: 100, total: 5, perBuyer: 2 });
      const people = await Promise.all(Array.from({ length: 4 }, buyer));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => collect((people[n % 4] as { token: string }).token, id)),
      );
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 5);
      const refused = answers.filter((a) => a.body.code !== Codes.Ok);
      assert.ok(refused.every((a) => a.body.code === Codes.VoucherInvalid));
      assert.equal(await claimed(id), 5);
      const rows = await heldRows(id);
      assert.equal(rows.length, 5);
      for (const p of people) assert.ok(rows.filter((r) => Number(r.user_id) === p.id).length <= 2);
    });

    it('10 collects at once by one buyer stop at the per-buyer limit', async () => {
      const id = await voucher({ shopId: null, value: 100, perBuyer: 3 });
      const b = await buyer();
      const answers = await Promise.all(Array.from({ length: 10 }, () => collect(b.token, id)));
      assert.equal(answers.filter((a) => a.body.code === Codes.Ok).length, 3);
      assert.equal((await heldRows(id)).length, 3);
      assert.equal(await claimed(id), 3);
      const again = await collect(b.token, id);
      assert.equal(again.body.msg, 'You already hold as many of this voucher as allowed');
    });

    it('checkout picks the best usable voucher, the buyer can change or drop it, and cancel gives it back once', async () => {
      const sku = await physicalSku(t.app, { maxPrice: 3000 });
      const goods = sku.price * 2;
      const small = await voucher({ shopId: sku.shopId, value: 100 });
      const big = await voucher({ shopId: sku.shopId, value: 300 });
      const tooDear = await voucher({ shopId: sku.shopId, value: 1000, minSpend: goods + 1 });
      const elsewhere = await physicalSku(t.app, { notShop: sku.shopId });
      const otherShop = await voucher({ shopId: elsewhere.shopId, value: 2000 });
      const b = await buyer();
      for (const id of [small, big, tooDear]) assert.equal((await collect(b.token, id)).body.code, Codes.Ok);
      assert.equal((await collect(b.token, otherShop)).body.code, Codes.Ok);
      const items = [{ sku_id: sku.skuId, quantity: 2 }];
      const preview = async (body: Record<string, unknown>) => {
        const res = await postJson<CheckoutPreview>(
          t.app,
          '/api/order/preview',
          { items, ...body },
          { token: b.token },
        );
        assert.equal(res.body.code, Codes.Ok, res.body.msg);
        return CheckoutPreview.parse(res.body.data);
      };
      const none = await preview({ vouchers: [{ merchant_id: sku.shopId, voucher_id: null }] });
      const auto = await preview({});
      const shop = auto.shops[0];
      assert.equal(shop?.voucher, '3.00', 'the voucher taking most off, min spend met');
      assert.deepEqual(
        shop?.vouchers.map((v) => v.saving),
        ['3.00', '1.00'],
        'the one above the minimum spend is not offered',
      );
      assert.equal(Number(auto.total), Number(none.total) - 3);
      const mineHeld = (await mine(b.token)).usable;
      const heldBig = mineHeld.find((h) => h.voucher_id === big)?.id as number;
      const heldSmall = mineHeld.find((h) => h.voucher_id === small)?.id as number;
      const heldDear = mineHeld.find((h) => h.voucher_id === tooDear)?.id as number;
      const changed = await preview({ vouchers: [{ merchant_id: sku.shopId, voucher_id: heldSmall }] });
      assert.equal(changed.voucher, '1.00');
      const refused = await postJson(
        t.app,
        '/api/order/preview',
        { items, vouchers: [{ merchant_id: sku.shopId, voucher_id: heldDear }] },
        { token: b.token },
      );
      assert.equal(refused.body.code, Codes.VoucherInvalid);
      assert.equal(refused.body.msg, "This order does not reach the voucher's minimum spend");

      const { created } = await checkout(t.app, b.token, { items });
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      const order = CreatedCheckout.parse(created?.body.data).orders[0] as { id: number };
      const detail = await get<{ voucher: string; total: string }>(
        t.app,
        `/api/order/detail?id=${order.id}`,
        {
          token: b.token,
        },
      );
      assert.equal(detail.body.data.voucher, '3.00', 'the order shows its voucher discount');
      let now = await mine(b.token);
      assert.equal(now.used.find((h) => h.id === heldBig)?.state, 'used');

      assert.equal(
        (await postJson(t.app, '/api/order/cancel', { id: order.id }, { token: b.token })).body.code,
        Codes.Ok,
      );
      now = await mine(b.token);
      assert.ok(
        now.usable.some((h) => h.id === heldBig),
        'cancel gives the voucher back',
      );
      const twice = await postJson(t.app, '/api/order/cancel', { id: order.id }, { token: b.token });
      assert.equal(twice.body.code, Codes.OrderStateChanged);

      // Used again by a new order, the voucher is not freed by the first order's give-back asked again.
      const again = await checkout(t.app, b.token, { items });
      const second = CreatedCheckout.parse(again.created?.body.data).orders[0] as { id: number };
      assert.equal(await t.app.db.transaction().execute((tx) => giveBackVouchers(tx, [order.id])), 0);
      const row = await t.app.db
        .selectFrom('buyer_vouchers')
        .select('order_id')
        .where('id', '=', heldBig)
        .executeTakeFirstOrThrow();
      assert.equal(Number(row.order_id), second.id);
      await postJson(t.app, '/api/order/cancel', { id: second.id }, { token: b.token });
    });

    it('two checkouts at once with one voucher: one order uses it, the other is refused', async () => {
      const sku = await physicalSku(t.app, { maxPrice: 3000 });
      const id = await voucher({ shopId: sku.shopId, value: 200 });
      const b = await buyer();
      await collect(b.token, id);
      const items = [{ sku_id: sku.skuId, quantity: 1 }];
      const preview = await postJson<CheckoutPreview>(
        t.app,
        '/api/order/preview',
        { items },
        { token: b.token },
      );
      const held = preview.body.data.shops[0]?.voucher_used?.id as number;
      const body = {
        items,
        vouchers: [{ merchant_id: sku.shopId, voucher_id: held }],
        expected_total: preview.body.data.total,
      };
      const answers = await Promise.all(
        [1, 2].map(() => postJson(t.app, '/api/order/create', body, { token: b.token })),
      );
      assert.deepEqual(answers.map((a) => a.body.code).sort(), [Codes.Ok, Codes.VoucherInvalid].sort());
      const using = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', b.id)
        .where('voucher_discount', '>', 0)
        .execute();
      assert.equal(using.length, 1);
      // The use itself is conditional: marking a used voucher again changes nothing.
      const again = await t.app.db
        .transaction()
        .execute((tx) =>
          useVouchers(tx, [
            { id: held, userId: b.id, orderId: Number(using[0]?.id), at: new Date().toISOString() },
          ]),
        );
      assert.equal(again, false);
    });

    it('an expired voucher is not picked, shows as expired, and is not given back on cancel', async () => {
      const sku = await physicalSku(t.app, { maxPrice: 3000 });
      const id = await voucher({ shopId: sku.shopId, value: 150 });
      const b = await buyer();
      await collect(b.token, id);
      const items = [{ sku_id: sku.skuId, quantity: 1 }];
      const { created } = await checkout(t.app, b.token, { items });
      const order = CreatedCheckout.parse(created?.body.data).orders[0] as { id: number };
      await t.app.db
        .updateTable('vouchers')
        .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await postJson(t.app, '/api/order/cancel', { id: order.id }, { token: b.token });
      const now = await mine(b.token);
      assert.equal(now.usable.length, 0);
      assert.equal(now.used.length, 1, 'an expired voucher stays with the order it was used on');
      const fresh = await voucher({ shopId: sku.shopId, value: 150, endsIn: 60_000 });
      await collect(b.token, fresh);
      await t.app.db
        .updateTable('vouchers')
        .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', fresh)
        .execute();
      const preview = await postJson<CheckoutPreview>(
        t.app,
        '/api/order/preview',
        { items },
        { token: b.token },
      );
      assert.equal(preview.body.data.shops[0]?.voucher_used, null);
      assert.equal((await mine(b.token)).expired.length, 1);
    });

    it('a paid order refunded in full gives its voucher back; a partial refund keeps it used', async () => {
      const sku = await physicalSku(t.app, { maxPrice: 3000 });
      const id = await voucher({ shopId: sku.shopId, value: 100, perBuyer: 2 });
      const b = await payingBuyer(t.app, `voucherrefund${++buyers}`);
      await addHomeAddress(t.app, b.token);
      const proof = await uploadPicture(t.app, b.token);
      await collect(b.token, id);
      await collect(b.token, id);
      const refund = async (order: { id: number }, amount: string) => {
        const applied = await postJson<{ id: number }>(
          t.app,
          '/api/refund/apply',
          {
            order_id: order.id,
            type: 'refund_only',
            goods_state: 'not_received',
            amount,
            reason: 'changed_mind',
            explanation: 'I ordered the wrong size',
            proof: [proof],
          },
          { token: b.token },
        );
        assert.equal(applied.body.code, Codes.Ok, applied.body.msg);
        assert.equal(await passRefund(t.app.db, applied.body.data.id, null), 'done');
      };
      const whole = await paidOrder(t.app, b, sku.skuId);
      const part = await paidOrder(t.app, b, sku.skuId);
      assert.equal((await mine(b.token)).used.length, 2, 'each order used one');
      await refund(part, '1.00');
      assert.equal((await mine(b.token)).usable.length, 0, 'a partial refund keeps the voucher used');
      await refund(whole, whole.total);
      const now = await mine(b.token);
      assert.equal(now.usable.length, 1, 'the whole refund gave its voucher back');
      assert.equal(now.used.length, 1);
    });
  });
}
