import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { skuOf } from '../support/shop-api.ts';

/** A finger pulling the bag's list down from its top, as a phone's touch events. */
async function pullDown(page: Page): Promise<void> {
  const box = await page.getByRole('main').boundingBox();
  assert.ok(box, 'the bag is on screen');
  const x = box.x + box.width / 2;
  const y = box.y + 120;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 30 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a line added on another device shows in the bag after a pull down', async ({ session, buyer, bag }) => {
  const { page } = session;
  await page.goto('/bag');
  await appInCharge(page);
  await page.getByText(`Items: ${bag.length}`).waitFor();

  // The same buyer, on his other phone, adds a line from a third shop.
  const third = await skuOf(buyer.api, 'physical', [bag[0].shopId, bag[1].shopId]);
  await buyer.api.post('/api/cart/add', { sku_id: third.skuId, quantity: 1 });

  await pullDown(page);
  await page.getByText(`Items: ${bag.length + 1}`).waitFor();
  expectCleanPage(session);
});
