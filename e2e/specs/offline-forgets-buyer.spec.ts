import assert from 'node:assert/strict';
import { newBuyer } from '../support/buyers.ts';
import { shopByName } from '../support/catalog-lookup.ts';
import { expect, test } from '../support/fixtures.ts';
import { holdToken } from '../support/shop-session.ts';

// This test is about the offline app: its service worker is allowed.
test.use({ serviceWorkers: 'allow' });

test('after logging out, the offline app no longer shows the last buyer following a shop', async ({
  server,
  page,
  context,
}) => {
  const { id, name } = await shopByName(server.baseURL, 'Tidewater Surf & Sport');
  const { api, token } = await newBuyer(server, 'offline_fan');
  await api.post('/api/merchant/follow', { merchant_id: id });
  await holdToken(context, server.baseURL, token);

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
  await expect.poll(kept, { timeout: 30_000, message: "the worker keeps the shop's answer" }).toBe(true);

  await page.goto('/setting');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');

  await context.setOffline(true);
  await page.goto(`/shop/${id}`);
  await page.getByText('You are offline. Check your connection and try again.').first().waitFor();
  assert.equal(await page.getByRole('button', { name: `Unfollow ${name}` }).count(), 0);
});
