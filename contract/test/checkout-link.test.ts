import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyNowPath, checkoutFromBag, checkoutLines, checkoutPath } from '../src/checkout-link.ts';

const searchOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('checkout links', () => {
  it('reads back the bag lines a link was built from, in their order', () => {
    const lines = [
      { sku_id: 15, quantity: 2 },
      { sku_id: 12, quantity: 1 },
    ];
    const search = searchOf(checkoutPath(lines));
    assert.deepEqual(checkoutLines(search), lines);
    assert.equal(checkoutFromBag(search), true);
  });

  it('reads "buy now" as one line that leaves the bag alone', () => {
    const search = searchOf(buyNowPath(7, 3));
    assert.deepEqual(checkoutLines(search), [{ sku_id: 7, quantity: 3 }]);
    assert.equal(checkoutFromBag(search), false);
  });

  it('drops what is not a line and keeps the first of a repeated spec', () => {
    assert.deepEqual(checkoutLines(new URLSearchParams('items=0:1,x:2,9:-1,9:4,1234567890:1')), [
      { sku_id: 9, quantity: 1 },
    ]);
  });
});
