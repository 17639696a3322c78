import assert from 'node:assert/strict';
import { shopByName } from '../support/catalog-lookup.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';

const SHOP = 'Tidewater Surf & Sport';

test('search a shop by name, follow it, and find it in /myFavourite', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

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
  expectCleanPage(session);
});

test('an anonymous visitor who taps Follow is sent to log in and brought back', async ({
  session,
  server,
}) => {
  const { page } = session;

  const { id, favourable_rate } = await shopByName(server.baseURL, SHOP);
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
  expectCleanPage(session);
});
