import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CreatedCheckout, PayResult } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import type { RechargeRequested, Withdrawn } from '@crossbay/contract/wallet';
import { DAY } from '#server/lib/clock.ts';
import { sweepIdempotencyKeys } from '#server/modules/idempotency/service.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import { addHomeAddress, checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// A key is bound to its request (route, buyer, body); the same request answers the stored
// answer even after the state moved on, another request with the key is refused; keys live 24 hours.
for (const dialect of dialects) {
  describe(`idempotency keys bound to their request on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const grant = (userId: number, cents: number) =>
      t.app.db
        .transaction()
        .execute((tx) => post(tx, { userId, wallet: 'balance', amount: cents, type: 'adjustment' }));
    const ordersOf = async (userId: number) =>
      (await t.app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

    it('pay: the same key and body answer the first payment after the balance is gone; another body is refused', async () => {
      const buyer = await newBuyer(t.app, 'idemPayer', { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      const sku = await physicalSku(t.app);
      const first = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const second = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const [a, b] = [first.created?.body.data.orders[0]?.id, second.created?.body.data.orders[0]?.id];
      await grant(buyer.id, Math.round(Number(first.created?.body.data.total) * 100));
      const key = idempotencyKey();
      const pay = (orderId: number | undefined) =>
        postJson<PayResult>(
          t.app,
          '/api/order/pay',
          { order_ids: [orderId], pay_password: '123456', idempotency_key: key },
          { token: buyer.token },
        );
      const paid = await pay(a);
      assert.equal(paid.body.code, Codes.Ok, paid.body.msg);
      assert.equal(await balanceOf(t.app, buyer.id), 0);

      const again = await pay(a);
      assert.equal(again.body.code, Codes.Ok, again.body.msg);
      assert.deepEqual(again.body.data, paid.body.data);

      const other = await pay(b);
      assert.equal(other.body.code, Codes.IdempotencyKeyReused, other.body.msg);
      assert.match(other.body.msg, /already sent with different details/);
      const unpaid = await t.app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', Number(b))
        .executeTakeFirstOrThrow();
      assert.equal(unpaid.status, 'waiting_pay');
    });

    it('withdraw: a replay after the balance dropped answers the stored success; another amount is refused', async () => {
      const buyer = await newBuyer(t.app, 'idemDrawer', { payCode: '123456', email: 'drawer@example.com' });
      await grant(buyer.id, 6_000);
      await t.app.db
        .insertInto('verification_codes')
        .values({
          email: 'drawer@example.com',
          event: 'withdraw',
          code_hash: createHash('sha256').update('drawer@example.com\nwithdraw\n135790').digest('hex'),
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
      const key = idempotencyKey();
      const withdraw = (amount: string) =>
        postJson<Withdrawn>(
          t.app,
          '/api/user/extract',
          {
            type: 'bank',
            amount,
            card_number: '4111 1111 1111 1111',
            bank_name: 'Kasikorn',
            holder: 'D. Rawer',
            email_code: '135790',
            pay_password: '123456',
            idempotency_key: key,
          },
          { token: buyer.token },
        );
      const first = await withdraw('50.00');
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.equal(await balanceOf(t.app, buyer.id), 1_000);

      // The email code is used up and 50.00 is now more than the balance: the replay still answers.
      const again = await withdraw('50.00');
      assert.equal(again.body.code, Codes.Ok, again.body.msg);
      assert.deepEqual(again.body.data, first.body.data);
      // The same amount written another way is the same request.
      assert.equal((await withdraw('50')).body.code, Codes.Ok);

      const other = await withdraw('5.00');
      assert.equal(other.body.code, Codes.IdempotencyKeyReused, other.body.msg);
      assert.equal(await balanceOf(t.app, buyer.id), 1_000);
      const frozen = await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', buyer.id)
        .execute();
      assert.equal(frozen.length, 1);
    });

    it('recharge: another request with a used key is refused, in the buyer language', async () => {
      const buyer = await newBuyer(t.app, 'idemRecharger');
      const evidence = await uploadPicture(t.app, buyer.token);
      const key = idempotencyKey();
      const recharge = (amount: string, lang = 'en') =>
        postJson<RechargeRequested>(
          t.app,
          `/api/user/recharge?lang=${lang}`,
          {
            method: 'card',
            network: 'Visa',
            address: 'Bank of Nowhere',
            amount,
            evidence,
            idempotency_key: key,
          },
          { token: buyer.token },
        );
      const first = await recharge('50.00');
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.deepEqual((await recharge('50.00')).body.data, first.body.data);
      const other = await recharge('60.00', 'de');
      assert.equal(other.body.code, Codes.IdempotencyKeyReused);
      assert.match(other.body.msg, /anderen Angaben/);
    });

    it('order creation: the same key sent 10 times at once makes one set of orders, answered to all', async () => {
      const buyer = await newBuyer(t.app, 'idemCreator');
      await addHomeAddress(t.app, buyer.token);
      const sku = await physicalSku(t.app);
      const body = { items: [{ sku_id: sku.skuId, quantity: 2 }] };
      const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, {
        token: buyer.token,
      });
      const key = idempotencyKey();
      const create = (extra: Record<string, unknown> = {}) =>
        postJson<CreatedCheckout>(
          t.app,
          '/api/order/create',
          { ...body, expected_total: preview.body.data.total, idempotency_key: key, ...extra },
          { token: buyer.token },
        );
      const answers = await Promise.all(Array.from({ length: 10 }, () => create()));
      assert.ok(
        answers.every((a) => a.body.code === Codes.Ok),
        answers.map((a) => a.body.msg).join(' / '),
      );
      assert.equal(new Set(answers.map((a) => a.body.data.checkout_sn)).size, 1);
      assert.equal(await ordersOf(buyer.id), 1);

      // The price moved on since: the replay still answers what was made, and nothing new is made.
      await t.app.db
        .updateTable('product_skus')
        .set((eb) => ({ price: eb('price', '+', 100) }))
        .where('id', '=', sku.skuId)
        .execute();
      const later = await create();
      assert.equal(later.body.code, Codes.Ok, later.body.msg);
      assert.deepEqual(later.body.data, answers[0]?.body.data);
      const other = await create({ items: [{ sku_id: sku.skuId, quantity: 1 }] });
      assert.equal(other.body.code, Codes.IdempotencyKeyReused, other.body.msg);
      assert.equal(await ordersOf(buyer.id), 1);
      await t.app.db
        .updateTable('product_skus')
        .set((eb) => ({ price: eb('price', '-', 100) }))
        .where('id', '=', sku.skuId)
        .execute();
    });

    it('keys expire after 24 hours: an older key answers nothing and is swept', async () => {
      const buyer = await newBuyer(t.app, 'idemLater');
      await addHomeAddress(t.app, buyer.token);
      const sku = await physicalSku(t.app);
      const key = idempotencyKey();
      const items = [{ sku_id: sku.skuId, quantity: 1 }];
      const first = await checkout(t.app, buyer.token, { items, idempotency_key: key });
      assert.equal(first.created?.body.code, Codes.Ok, first.created?.body.msg);
      await t.app.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - DAY - 60_000).toISOString() })
        .where('user_id', '=', buyer.id)
        .execute();
      const later = await checkout(t.app, buyer.token, { items, idempotency_key: key });
      assert.equal(later.created?.body.code, Codes.Ok, later.created?.body.msg);
      assert.notEqual(later.created?.body.data.checkout_sn, first.created?.body.data.checkout_sn);
      assert.equal(await ordersOf(buyer.id), 2);

      await t.app.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - DAY - 60_000).toISOString() })
        .where('user_id', '=', buyer.id)
        .execute();
      assert.ok((await sweepIdempotencyKeys(t.app.db)) >= 1);
      const left = await t.app.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('user_id', '=', buyer.id)
        .execute();
      assert.deepEqual(left, []);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });
  });
}
