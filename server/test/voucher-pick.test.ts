import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { type Held, pickVouchers } from '#server/modules/vouchers/service.ts';

const held = (id: number, shopId: number | null, value: number, extra: Partial<Held> = {}): Held => ({
  id,
  shopId,
  kind: 'fixed',
  value,
  minSpend: 0,
  endsAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});
const shop = (shopId: number, goods: number, promo = 0) => ({ shopId, goods, afterPromo: goods - promo });
const picked = (result: ReturnType<typeof pickVouchers>) =>
  Object.fromEntries([...result.chosen].map(([shopId, p]) => [shopId, [p.held.id, p.saving]]));

describe('picking vouchers at checkout', () => {
  it("gives a platform voucher to the order where it adds most over that shop's own, each order one voucher", () => {
    const result = pickVouchers([held(1, null, 800), held(2, 7, 300)], [shop(7, 1000), shop(8, 5000)]);
    assert.deepEqual(picked(result), { 7: [2, 300], 8: [1, 800] });
    const percent = pickVouchers(
      [held(1, null, 800), held(3, null, 10, { kind: 'percent' })],
      [shop(7, 1000), shop(8, 5000)],
    );
    // 10 % is 100 on shop 7 and 500 on shop 8: 800 where it adds most beside it.
    assert.deepEqual(picked(percent), { 7: [1, 800], 8: [3, 500] });
  });

  it('leaves out a voucher whose minimum spend the order does not reach, and counts the saving after the promo', () => {
    const result = pickVouchers(
      [held(1, 7, 500, { minSpend: 3001 }), held(2, 7, 900)],
      [shop(7, 3000, 2500)],
    );
    assert.deepEqual(picked(result), { 7: [2, 500] });
    assert.deepEqual(
      result.options.get(7)?.map((o) => o.held.id),
      [2],
    );
  });

  it('prefers, of equal savings, the voucher that ends first', () => {
    const result = pickVouchers(
      [held(1, 7, 100), held(2, 7, 100, { endsAt: '2029-01-01T00:00:00.000Z' })],
      [shop(7, 1000)],
    );
    assert.deepEqual(picked(result), { 7: [2, 100] });
  });

  it("keeps the buyer's choice, none included, and refuses a voucher of another shop or below its minimum", () => {
    const vouchers = [held(1, 7, 100), held(2, 7, 300), held(3, 8, 500, { minSpend: 9999 })];
    const shops = [shop(7, 1000), shop(8, 1000)];
    assert.deepEqual(picked(pickVouchers(vouchers, shops, [{ merchant_id: 7, voucher_id: 1 }])), {
      7: [1, 100],
    });
    assert.deepEqual(picked(pickVouchers(vouchers, shops, [{ merchant_id: 7, voucher_id: null }])), {});
    const refusal = (choice: { merchant_id: number; voucher_id: number }) => {
      try {
        pickVouchers(vouchers, shops, [choice]);
        return null;
      } catch (error) {
        return [(error as { code: number }).code, (error as Error).message];
      }
    };
    assert.equal(refusal({ merchant_id: 8, voucher_id: 1 })?.[0], Codes.VoucherInvalid);
    assert.deepEqual(refusal({ merchant_id: 8, voucher_id: 3 }), [
      Codes.VoucherInvalid,
      'errors.voucherMinSpend',
    ]);
  });
});
