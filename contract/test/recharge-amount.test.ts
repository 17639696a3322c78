import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rechargeAmountRefusal } from '../src/wallet.ts';

describe('rechargeAmountRefusal: the one rule of a recharge amount (form and server)', () => {
  const limits = { min_cents: 1_000, max_cents: 10_000_000 };
  it('takes the minimum, the maximum and what lies between', () => {
    for (const cents of [1_000, 5_050, 10_000_000]) assert.equal(rechargeAmountRefusal(cents, limits), null);
  });
  it('refuses nothing and less than nothing as not an amount', () => {
    for (const cents of [0, -100])
      assert.deepEqual(rechargeAmountRefusal(cents, limits), { key: 'validation.amountInvalid' });
  });
  it('names both limits when outside them', () => {
    for (const cents of [999, 10_000_001])
      assert.deepEqual(rechargeAmountRefusal(cents, limits), {
        key: 'validation.amountOutOfRange',
        vars: { min: '10.00', max: '100000.00' },
      });
  });
});
