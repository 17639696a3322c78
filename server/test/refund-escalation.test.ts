import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { DAY, MINUTE } from '#server/lib/clock.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf } from './support/session.ts';
import { physicalSku, SWEEP_CONFIG } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

for (const dialect of dialects) {
  describe(`an undecided refund request is escalated on ${dialect} (issue 37 item 4)`, () => {
    let t: TestApp;
    let buyer: Buyer;
    let proof: string;
    let skuId: number;
    before(async () => {
      t = await startTestApp(dialect);
      buyer = await payingBuyer(t.app, 'waiting');
      proof = await uploadPicture(t.app, buyer.token);
      skuId = (await physicalSku(t.app, { minStock: 10 })).skuId;
    });
    after(() => t.close());

    const apply = async (orderId: number, type: 'refund_only' | 'return_refund') => {
      const applied = await postJson<{ id: number }>(
        t.app,
        '/api/refund/apply',
        {
          order_id: orderId,
          type,
          goods_state: 'not_received',
          amount: '1.00',
          reason: 'not_received',
          explanation: 'It never came',
          proof: [proof],
        },
        { token: buyer.token },
      );
      assert.equal(applied.body.code, Codes.Ok, applied.body.msg);
      return applied.body.data.id;
    };

    it('is marked overdue in `ops refund list`, and a refund without return of an undelivered order is approved once, with its bill row', async () => {
      const undelivered = await apply((await paidOrder(t.app, buyer, skuId)).id, 'refund_only');
      const withReturn = await apply((await paidOrder(t.app, buyer, skuId)).id, 'return_refund');
      const fresh = await apply((await paidOrder(t.app, buyer, skuId)).id, 'refund_only');
      const applied = await t.app.db
        .selectFrom('refunds')
        .select('created_at')
        .where('id', '=', undelivered)
        .executeTakeFirstOrThrow();
      // Four days old, as the operator's queue sees it; the sweep's clock goes forward instead.
      const old = new Date(Date.now() - 4 * DAY).toISOString();
      await t.app.db.updateTable('refunds').set({ created_at: old }).where('id', '=', undelivered).execute();
      const listed = (await opsFor(t)('refund', 'list')).out.split('\n');
      assert.match(listed.find((l) => l.startsWith(`${undelivered} `)) ?? '', /OVERDUE$/);
      assert.doesNotMatch(listed.find((l) => l.startsWith(`${fresh} `)) ?? '', /OVERDUE/);
      await t.app.db
        .updateTable('refunds')
        .set({ created_at: applied.created_at })
        .where('id', '=', undelivered)
        .execute();

      const balance = await balanceOf(t.app, buyer.id);
      const at = (days: number) => new Date(new Date(applied.created_at).getTime() + days * DAY + MINUTE);
      assert.equal((await sweepOrders(t.app.db, SWEEP_CONFIG, at(2))).refunded, 0, 'not yet overdue');
      const [first, second] = await Promise.all([
        sweepOrders(t.app.db, SWEEP_CONFIG, at(3)),
        sweepOrders(t.app.db, SWEEP_CONFIG, at(3)),
      ]);
      // The fresh request is a few milliseconds younger: overdue too by then; the one with a return is not.
      assert.equal((first?.refunded ?? 0) + (second?.refunded ?? 0), 2, 'each approved once');
      const statuses = await t.app.db
        .selectFrom('refunds')
        .select(['id', 'status'])
        .where('id', 'in', [undelivered, withReturn, fresh])
        .orderBy('id')
        .execute();
      assert.deepEqual(
        statuses.map((r) => r.status),
        ['passed', 'auditing', 'passed'],
      );
      assert.equal(await balanceOf(t.app, buyer.id), balance + 200, 'each 1.00 back to the balance');
      const bills = await t.app.db
        .selectFrom('bill')
        .select(['type', 'amount'])
        .where('user_id', '=', buyer.id)
        .where('type', '=', 'refund')
        .execute();
      assert.equal(bills.length, 2);
    });
  });
}
