import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForAnnouncement } from '../support/announcements.ts';
import { openSession } from '../support/browser.ts';
import { newBuyer } from '../support/buyers.ts';
import { shopByName } from '../support/catalog-lookup.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { productWithSpecs } from '../support/shop-api.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

// A visitor's tap that needs a login is done for them when they come back logged in: they asked once.

const shop = shopUnderTest();
const PASSWORD = 'secret-pass-1';
let buyers = 0;

async function visitor(t: TestContext) {
  const account = `carry_on_${++buyers}`;
  const { api } = await newBuyer(shop.server, account);
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  return { account, api, session, page: session.page };
}

async function logIn(page: Page, account: string) {
  await waitForAnnouncement(page, 'Please login first');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a visitor taps Follow, logs in, and is back on the shop following it', async (t) => {
  const { account, api, session, page } = await visitor(t);
  const { id, name } = await shopByName(shop.server.baseURL, 'Tidewater Surf & Sport');
  await page.goto(`/shop/${id}`);
  await page.getByRole('button', { name: `Follow ${name}` }).click();
  await logIn(page, account);

  await page.waitForURL((url) => url.pathname === `/shop/${id}`);
  await page.getByRole('button', { name: `Unfollow ${name}`, pressed: true }).waitFor();
  const followed = await api.get<{ list: { id: number }[] }>('/api/user/follow_list');
  assert.deepEqual(
    followed.list.map((row) => row.id),
    [id],
  );
  assertCleanPage(session);
});

test('a visitor adds to the bag, logs in, and finds the product in the bag', async (t) => {
  const { account, api, session, page } = await visitor(t);
  const product = await productWithSpecs(api);
  const path = `/detail/${product.productId}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a specification' });
  await chooser.getByRole('radio', { name: product.sku.spec, exact: true }).check();
  await chooser.getByRole('button', { name: 'Add to bag' }).click();
  await logIn(page, account);

  await page.waitForURL((url) => url.pathname === path);
  await waitForAnnouncement(page, 'Added to your bag');
  const bag = await api.get<{ shops: { items: { sku_id: number; quantity: number }[] }[] }>('/api/cart/list');
  assert.deepEqual(
    bag.shops.flatMap((s) => s.items).map((item) => [item.sku_id, item.quantity]),
    [[product.sku.id, 1]],
  );
  // Coming back to the page later adds nothing twice.
  await page.reload();
  await page.getByRole('button', { name: 'Add to bag' }).waitFor();
  const again = await api.get<{ shops: { items: { quantity: number }[] }[] }>('/api/cart/list');
  assert.deepEqual(
    again.shops.flatMap((s) => s.items).map((item) => item.quantity),
    [1],
  );
  assertCleanPage(session);
});

test('a visitor taps Buy now, logs in, and goes on to the checkout', async (t) => {
  const { account, api, session, page } = await visitor(t);
  const product = await productWithSpecs(api);
  await page.goto(`/detail/${product.productId}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a specification' });
  await chooser.getByRole('radio', { name: product.sku.spec, exact: true }).check();
  await chooser.getByRole('button', { name: 'Buy now' }).click();
  await logIn(page, account);

  await page.waitForURL(
    (url) => url.pathname === '/checkout' && url.searchParams.get('sku') === String(product.sku.id),
  );
  await page.getByRole('button', { name: 'Submit order' }).waitFor();
  assertCleanPage(session);
});
