import assert from 'node:assert/strict';
import { expect, test } from '../support/fixtures.ts';

test('the shop is installable: a manifest with a name, a start address and icons a phone accepts', async ({
  server,
}) => {
  const response = await fetch(`${server.baseURL}/manifest.webmanifest`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  assert.equal(manifest.name, 'Crossbay');
  assert.equal(manifest.start_url, '/home');
  assert.equal(manifest.display, 'standalone');
  for (const size of ['192x192', '512x512'])
    assert.ok(
      manifest.icons.some((icon) => icon.sizes === size),
      `an icon of ${size}`,
    );
  assert.ok(
    manifest.icons.some((icon) => icon.purpose === 'maskable'),
    'a maskable icon',
  );
  for (const icon of manifest.icons) {
    const picture = await fetch(`${server.baseURL}${icon.src}`);
    assert.equal(picture.headers.get('content-type'), 'image/png', icon.src);
  }
});

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the home screen opens again with the network off', async ({ page, context }) => {
    await page.goto('/home');
    const firstCategory = page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first();
    const firstProduct = page.getByRole('list', { name: 'Popular products' }).getByRole('listitem').first();
    const category = await firstCategory.textContent();
    const product = await firstProduct.textContent();
    // The worker installs at the first tap (or when the browser is idle).
    await page.mouse.click(5, 400);
    const kept = () =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const needed = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => /\/assets\/en-[\w-]{8}\.js$|\/api\/index\/index|\/media\//.test(url));
        const found = await Promise.all(needed.map((url) => caches.match(url)));
        return needed.length >= 3 && found.every(Boolean);
      });
    await expect
      .poll(kept, { timeout: 30_000, message: 'the worker keeps the locale, the home data and its pictures' })
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
    assert.equal(await firstCategory.textContent(), category, 'the same categories as online');
    assert.equal(await firstProduct.textContent(), product, 'the same products as online');
    // The card's picture is decorative (alt="", no role): found by its tag, the one non-role locator here.
    const pictures = await firstProduct
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    assert.ok(pictures.length > 0 && pictures.every((width) => width > 0), 'with its picture');
  });
});
