import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSession } from '../support/browser.ts';
import { shopByName } from '../support/catalog-lookup.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { holdToken, loginThroughApi } from '../support/shop-session.ts';

const SHOP = 'Tidewater Surf & Sport';

import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('search a shop by name, follow it, and find it in /myFavourite', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, await loginThroughApi(shop.server.baseURL));

  await page.goto('/search');
  await page.getByRole('searchbox').fill('tidewater');
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('tab', { name: 'Shops' }).click();
  const shops = page.getByRole('list', { name: 'Shops' });
  await shops.getByRole('link', { name: SHOP }).waitFor();

  await shops.getByRole('button', { name: `Follow ${SHOP}` }).click();
  const unfollow = shops.getByRole('button', { name: `Unfollow ${SHOP}` });
  await unfollow.waitFor();
  assert.equal(await unfollow.getAttribute('aria-pressed'), 'true');

  await page.goto('/myFavourite');
  const followed = page.getByRole('list', { name: 'Shops you follow' });
  await followed.getByRole('link', { name: SHOP }).waitFor();

  // Unfollow asks first, then the shop leaves the list.
  await followed.getByRole('button', { name: `Unfollow ${SHOP}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
  await page.getByRole('heading', { name: 'You are not following any shop yet' }).waitFor();
  assertCleanPage(session);
});

test('an anonymous visitor who taps Follow is sent to log in and brought back', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page } = session;

  const { id, favourable_rate } = await shopByName(shop.server.baseURL, SHOP);
  await page.goto(`/shop/${id}`);
  await page.getByRole('heading', { name: SHOP }).waitFor();
  // the rate the demo history's reviews give, as the server counts it
  const rate =
    favourable_rate === null
      ? 'No ratings yet'
      : new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
          favourable_rate / 100,
        );
  await page.getByText(rate, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: `Follow ${SHOP}` }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/shop/${id}`,
  );
  assertCleanPage(session);
});
