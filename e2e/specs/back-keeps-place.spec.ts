import assert from 'node:assert/strict';
import { test } from '../support/fixtures.ts';

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
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    assert.ok(before > 1000, `scrolled down (${before})`);

    await grid.getByRole('link').nth(8).click();
    await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();

    await grid.getByRole('link').nth(11).waitFor();
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => window.scrollY);
    assert.ok(Math.abs(after - before) < 40, `back at ${after}, left at ${before}`);
  });
}
