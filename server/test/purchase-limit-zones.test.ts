import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { type CreatedCheckout, PurchaseLimitHint } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { cardKeyProduct, idempotencyKey } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Periods followed the `time-zone` header, so rotating it started a new "day" (6 card keys
// in 37 minutes under 3 a day). They now run in the platform's zone (UTC by default).
const ZONES = ['Etc/GMT+12', 'UTC', 'Pacific/Kiritimati'];

for (const dialect of dialects) {
  describe(`a card-key day limit against rotating time-zone headers on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => {
      mock.timers.reset();
      return t.close();
    });

    it('3 a day holds whatever zones are sent, and the hint says when the day ends', async () => {
      const card = await cardKeyProduct(t.app);
      const { productId } = card;
      await t.app.db
        .updateTable('products')
        .set({ limit_day: 3, limit_week: null, limit_month: null, stock: 100 })
        .where('id', '=', productId)
        .execute();
      await t.app.db.updateTable('product_skus').set({ stock: 100 }).where('id', '=', card.skuId).execute();
      // the demo history's buyers hold keys of this product already
      const issued = async () =>
        (
          await t.app.db
            .selectFrom('card_keys')
            .select('id')
            .where('product_id', '=', productId)
            .where('order_id', 'is not', null)
            .execute()
        ).length;
      const issuedBefore = await issued();
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('card_keys')
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            product_id: productId,
            card_number: `ZONE-${i}`,
            password_enc: 'not-used',
            created_at: now,
          })),
        )
        .execute();

      // Today 09:40 UTC: Kiritimati's day starts at 10:00 UTC and Etc/GMT+12's at 12:00 UTC, so the
      // old rule gave a fresh day to whoever switched header after those hours.
      const today = new Date();
      const at = (hours: number, minutes: number) =>
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hours, minutes);
      mock.timers.enable({ apis: ['Date'], now: at(9, 40) });
      const buyer = await newBuyer(t.app, 'zoneHopper', { payCode: '123456' });
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 1_000_000, type: 'adjustment' }),
        );

      const buy = async (zone: string) => {
        const headers = { token: buyer.token, 'time-zone': zone };
        const body = { items: [{ sku_id: card.skuId, quantity: 1 }] };
        const preview = await postJson<{ total: string }>(t.app, '/api/order/preview', body, headers);
        if (preview.body.code !== Codes.Ok) return preview.body.code;
        const created = await postJson<CreatedCheckout>(
          t.app,
          '/api/order/create',
          { ...body, expected_total: preview.body.data.total },
          headers,
        );
        if (created.body.code !== Codes.Ok) return created.body.code;
        const paid = await postJson(
          t.app,
          '/api/order/pay',
          {
            order_ids: created.body.data.orders.map((o) => o.id),
            pay_password: '123456',
            idempotency_key: idempotencyKey(),
          },
          headers,
        );
        return paid.body.code;
      };

      const times = [
        at(9, 40),
        at(9, 45),
        at(9, 55),
        at(10, 5),
        at(12, 5),
        at(12, 10),
        at(12, 15),
        at(23, 59),
      ];
      const answers: number[] = [];
      for (const [i, time] of times.entries()) {
        mock.timers.setTime(time);
        answers.push(await buy(ZONES[i % ZONES.length] as string));
      }
      assert.deepEqual(
        answers,
        [1, 1, 1, 3003, 3003, 3003, 3003, 3003].map((c) =>
          c === 3003 ? Codes.PurchaseLimitReached : Codes.Ok,
        ),
      );
      assert.equal((await issued()) - issuedBefore, 3);

      for (const zone of ZONES) {
        const hint = PurchaseLimitHint.parse(
          (
            await get(t.app, `/api/order/limit?product_id=${productId}`, {
              token: buyer.token,
              'time-zone': zone,
            })
          ).body.data,
        );
        assert.deepEqual(hint.periods, [
          { period: 'day', limit: 3, bought: 3, left: 0, resets_at: new Date(at(24, 0)).toISOString() },
        ]);
      }

      // The day the buyer was shown ends at midnight UTC: from then on, 3 more.
      mock.timers.setTime(at(24, 1));
      assert.equal(await buy('Etc/GMT+12'), Codes.Ok);
      mock.timers.reset();
    });
  });
}
