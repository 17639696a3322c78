import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSession, PHONE } from '../support/browser.ts';
import { newBuyer } from '../support/buyers.ts';
import { shopByName } from '../support/catalog-lookup.ts';
import { holdToken } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('after logging out, the offline app no longer shows the last buyer following a shop', async (t) => {
  const { id, name } = await shopByName(shop.server.baseURL, 'Tidewater Surf & Sport');
  const { api, token } = await newBuyer(shop.server, 'offline_fan');
  await api.post('/api/merchant/follow', { merchant_id: id });
  const session = await openSession(shop.browser, shop.server.baseURL, PHONE, { offlineApp: true });
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, token);

  await page.goto(`/shop/${id}`);
  await page.getByRole('button', { name: `Unfollow ${name}`, pressed: true }).waitFor();
  // The worker installs at the first tap, then keeps the shop's answer (with this buyer's flag).
  await page.mouse.click(5, 400);
  const kept = () =>
    page.evaluate(async (shopId) => {
      if (!navigator.serviceWorker.controller) return false;
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/api/merchant/detail') && url.includes(`id=${shopId}`));
      const found = await Promise.all(urls.map((url) => caches.match(url)));
      return urls.length > 0 && found.some(Boolean);
    }, id);
  const until = Date.now() + 30_000;
  while (!(await kept())) {
    assert.ok(Date.now() < until, "the worker keeps the shop's answer");
    await page.waitForTimeout(250);
  }

  await page.goto('/setting');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');

  await context.setOffline(true);
  await page.goto(`/shop/${id}`);
  await page.getByText('You are offline. Check your connection and try again.').first().waitFor();
  assert.equal(await page.getByRole('button', { name: `Unfollow ${name}` }).count(), 0);
});
