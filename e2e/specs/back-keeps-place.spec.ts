import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// Lists a buyer scrolls through, opens a product from, and comes back to.
const LISTS = [
  { path: '/products', list: 'Products' },
  { path: '/popular', list: 'Popular products' },
  { path: '/search?q=pro', list: 'Products' },
];

for (const { path, list } of LISTS) {
  test(`back from a product to ${path} returns to the same place`, async ({ buyer: _loggedIn, page }) => {
    // spec §6: /products and /popular are for logged-in buyers.
    await page.goto(path);
    const grid = page.getByRole('list', { name: list, exact: true });
    await grid.getByRole('link').nth(11).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const before = await scrollY(page);

    await grid.getByRole('link').nth(8).click();
    await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();

    await grid.getByRole('link').nth(11).waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
    const after = await scrollY(page);
    assert.ok(Math.abs(after - before) < 40, `back at ${after}, left at ${before}`);
  });
}

test('back from a product to a chosen Explore category keeps the category, the place and the pages', async ({
  buyer: _loggedIn,
  page,
}) => {
  await page.goto('/explore');
  await page.getByRole('tab', { name: 'Health' }).click();
  const grid = page.getByRole('list', { name: 'Health', exact: true });
  await grid.getByRole('link').nth(11).waitFor();
  // A card far down, brought into view as a buyer's thumb would, then tapped where it is.
  const card = grid.getByRole('link').nth(16);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const before = await scrollY(page);
  const cards = await grid.getByRole('link').count();

  await card.click();
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/index/product')) fetched.push(request.url());
  });
  await page.getByRole('button', { name: 'Back' }).click();

  await expect(page.getByRole('tab', { name: 'Health', selected: true })).toBeVisible();
  // Every card loaded before the product is there again (the list may have loaded one more page while it scrolled).
  await expect.poll(() => grid.getByRole('link').count()).toBeGreaterThanOrEqual(cards);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
  assert.ok(
    Math.abs((await scrollY(page)) - before) < 40,
    `back at ${await scrollY(page)}, left at ${before}`,
  );
  assert.deepEqual(fetched, [], 'the pages already loaded are not fetched again');
});
