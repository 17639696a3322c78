import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { purchasesInPeriods } from '#server/modules/orders/purchase-limits.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Wednesday 18 November 2026, noon UTC (the platform's zone by default): the day began at midnight,
// the week on Monday the 16th, the month on the 1st.
const NOW = new Date('2026-11-18T12:00:00.000Z');

for (const dialect of dialects) {
  describe(`what a buyer bought in each purchase-limit period on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('counts each period from its own start, without cancelled orders or other products', async () => {
      const [card, other] = await t.app.db
        .selectFrom('products')
        .innerJoin('product_skus', 'product_skus.product_id', 'products.id')
        .select(['products.id', 'products.merchant_id', 'product_skus.id as sku_id'])
        .where('products.is_virtual', '=', 1)
        .orderBy('products.id')
        .limit(2)
        .execute();
      assert.ok(card && other, 'the demo catalog has two card-key products');
      const buyer = await newBuyer(t.app, 'periodCounter');
      let serial = 0;
      const bought = async (
        product: typeof card,
        createdAt: string,
        quantity: number,
        status = 'completed',
      ) => {
        serial += 1;
        const order = await t.app.db
          .insertInto('orders')
          .values({
            sn: `PERIOD${serial}`,
            checkout_sn: null,
            user_id: buyer.id,
            merchant_id: Number(product.merchant_id),
            status,
            is_virtual: 1,
            goods_total: 100 * quantity,
            freight: 0,
            promo_discount: 0,
            bonus_used: 0,
            total: 100 * quantity,
            promo_code_id: null,
            addressee: null,
            mobile: null,
            area: null,
            address_detail: null,
            expires_at: null,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('order_items')
          .values({
            order_id: Number(order.id),
            product_id: Number(product.id),
            sku_id: Number(product.sku_id),
            product_name: 'Card',
            spec: 'Default',
            image: null,
            unit_price: 100,
            quantity,
            subtotal: 100 * quantity,
            is_virtual: 1,
          })
          .execute();
      };
      await bought(card, '2026-11-18T11:00:00.000Z', 1); // today
      await bought(card, '2026-11-17T10:00:00.000Z', 2); // this week, not today
      await bought(card, '2026-11-05T10:00:00.000Z', 4); // this month, an earlier week
      await bought(card, '2026-10-30T10:00:00.000Z', 8); // last month
      await bought(card, '2026-11-18T11:30:00.000Z', 16, 'cancelled');
      await bought(other, '2026-11-18T11:30:00.000Z', 32);

      const periods = await purchasesInPeriods(
        t.app.db,
        buyer.id,
        Number(card.id),
        { day: 5, week: 5, month: 10 },
        NOW,
      );
      assert.deepEqual(
        periods.map(({ period, bought, left, resets_at }) => ({ period, bought, left, resets_at })),
        [
          { period: 'day', bought: 1, left: 4, resets_at: '2026-11-19T00:00:00.000Z' },
          { period: 'week', bought: 3, left: 2, resets_at: '2026-11-23T00:00:00.000Z' },
          { period: 'month', bought: 7, left: 3, resets_at: '2026-12-01T00:00:00.000Z' },
        ],
      );
      const monthOnly = await purchasesInPeriods(
        t.app.db,
        buyer.id,
        Number(card.id),
        { day: null, week: null, month: 7 },
        NOW,
      );
      assert.deepEqual(
        monthOnly.map(({ period, bought, left }) => ({ period, bought, left })),
        [{ period: 'month', bought: 7, left: 0 }],
      );
    });
  });
}
