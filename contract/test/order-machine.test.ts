import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canApply, ORDER_STATUSES, ORDER_TRANSITIONS } from '../src/order.ts';

describe('order-status machine', () => {
  it('pays only an order waiting for payment', () => {
    assert.equal(canApply('pay_physical', 'waiting_pay'), true);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'waiting_pay'))
      assert.equal(canApply('pay_physical', status), false);
  });
  it('cancels only before payment', () => {
    assert.equal(canApply('cancel', 'waiting_pay'), true);
    assert.equal(canApply('cancel', 'waiting_deliver'), false);
  });
  it('refunds from waiting_deliver and delivered, after-sale from received', () => {
    assert.deepEqual(ORDER_TRANSITIONS.apply_refund.from, ['waiting_deliver', 'delivered']);
    assert.deepEqual(ORDER_TRANSITIONS.apply_after_sale.from, ['received']);
  });
  it('never leaves a final status', () => {
    for (const final of ['cancelled', 'refunded', 'completed'] as const) {
      for (const t of Object.values(ORDER_TRANSITIONS)) assert.equal(t.from.includes(final), false);
    }
  });
});
