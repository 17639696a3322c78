import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { newBuyer } from '../support/buyers.ts';
import { shopByName } from '../support/catalog-lookup.ts';
import { test as base, expectCleanPage, type Session } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { productWithSpecs, type ShopApi } from '../support/shop-api.ts';

// A visitor's tap that needs a login is done for them when they come back logged in: they asked once.

const PASSWORD = 'secret-pass-1';
let buyers = 0;

type Visitor = { account: string; api: ShopApi; session: Session; page: Page };

const test = base.extend<{ visitor: Visitor }>({
  /** An account of their own, not logged in yet in the test's browser. */
  visitor: async ({ server, session }, use) => {
    const account = `carry_on_${++buyers}`;
    const { api } = await newBuyer(server, account);
    await use({ account, api, session, page: session.page });
  },
});

async function logIn(page: Page, account: string) {
  await waitForAnnouncement(page, 'Please login first');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a visitor taps Follow, logs in, and is back on the shop following it', async ({
  visitor: { account, api, session, page },
  server,
}) => {
  const { id, name } = await shopByName(server.baseURL, 'Tidewater Surf & Sport');
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
  expectCleanPage(session);
});

test('a visitor taps Collect on a shop voucher, logs in, and is back on the shop holding it', async ({
  visitor: { account, api, session, page },
  server,
}) => {
  const { id } = await shopByName(server.baseURL, 'Tidewater Surf & Sport');
  await runOps(server, 'voucher', 'add', '--kind', 'fixed', '--value', '3.00', '--merchant', String(id));
  await page.goto(`/shop/${id}`);
  await page.getByRole('button', { name: 'Collect $3.00 off' }).click();
  await logIn(page, account);

  await page.waitForURL((url) => url.pathname === `/shop/${id}`);
  await page.getByRole('button', { name: 'Collected · $3.00 off' }).waitFor();
  const mine = await api.get<{ usable: { merchant_id: number }[] }>('/api/voucher/mine');
  assert.deepEqual(
    mine.usable.map((v) => v.merchant_id),
    [id],
  );
  expectCleanPage(session);
});

test('a visitor adds to the bag, logs in, and finds the product in the bag', async ({
  visitor: { account, api, session, page },
}) => {
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
  expectCleanPage(session);
});

test('a visitor taps Buy now, logs in, and goes on to the checkout', async ({
  visitor: { account, api, session, page },
}) => {
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
  expectCleanPage(session);
});

test('a login given up on does not save, after a later login, what was tapped before it', async ({
  visitor: { account, api, session, page },
}) => {
  const product = await productWithSpecs(api);
  const path = `/detail/${product.productId}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await waitForAnnouncement(page, 'Please login first');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path);

  // Later, and for another reason, the visitor logs in from Me and then opens the product again.
  await page.goto('/me');
  await logIn(page, account);
  await page.waitForURL((url) => url.pathname === '/me');
  await page.goto(path);
  await page.getByRole('button', { name: 'Save to wishlist' }).waitFor();
  // Whatever the page would do by itself on arrival, it has done once the network is quiet.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Save to wishlist', pressed: false }).waitFor();
  const saved = await api.get<{ ids: number[] }>('/api/wishlist/ids');
  assert.deepEqual(saved.ids, []);
  expectCleanPage(session);
});
