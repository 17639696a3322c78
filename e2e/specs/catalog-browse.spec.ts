import assert from 'node:assert/strict';
import { productIdByName } from '../support/catalog-lookup.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { cookieValue } from '../support/shop-session.ts';

test('home → category → product → choose a spec → add to bag shows the bag count', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page, context } = session;

  await page.goto('/home');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Outdoors' }).click();
  await page.waitForURL(/\/explore\?category=\d+/);
  await page.getByRole('tab', { name: 'Outdoors', selected: true }).waitFor();

  const grid = page.getByRole('list', { name: 'Outdoors' });
  const first = grid.getByRole('link').first();
  await first.click();
  await page.waitForURL(/\/detail\/\d+\/\d+/);
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();

  // Choose the last specification that is in stock.
  const specs = page.getByRole('group', { name: 'Specification' }).getByRole('radio', { disabled: false });
  await specs.last().check();
  await page.getByRole('button', { name: 'Increase' }).click();
  assert.equal(await page.getByRole('spinbutton').inputValue(), '2');

  await page.getByRole('button', { name: 'Add to bag' }).click();
  await page.getByRole('link', { name: 'Bag, 2 items' }).waitFor();
  assert.equal(await cookieValue(context, 'ect'), '2');

  // The tab bar's badge shows the same count once the buyer is back on a tab screen.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('2', { exact: true }).waitFor();
  expectCleanPage(session);
});

test('an anonymous visitor sees the product but is asked to log in before adding it', async ({
  session,
  server,
}) => {
  const { page } = session;

  const id = await productIdByName(server.baseURL, 'Trailcairn Rectangular Sleeping Bag');
  await page.goto(`/detail/${id}`);
  await page.getByRole('heading', { level: 2, name: 'Trailcairn Rectangular Sleeping Bag' }).waitFor();
  await page.getByRole('radio', { name: 'Long' }).check();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/detail/${id}`,
  );
  expectCleanPage(session);
});
