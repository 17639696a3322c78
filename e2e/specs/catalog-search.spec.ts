import assert from 'node:assert/strict';
import { appTexts } from '../support/app-texts.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';

test('search finds a Chinese name, marks the match and remembers the word', async ({ session }) => {
  const { page } = session;

  await page.goto('/search');
  const box = page.getByRole('searchbox');
  await box.fill('手机');
  // Suggestions come while typing.
  await page.getByRole('list', { name: 'Suggestions' }).getByRole('link').first().waitFor();
  await box.press('Enter');

  const results = page.getByRole('list', { name: 'Products' });
  const phone = results.getByRole('link', { name: /智能手机/ });
  await phone.first().waitFor();
  assert.equal(await results.locator('mark').first().textContent(), '手机');
  assert.match(new URL(page.url()).search, /q=%E6%89%8B%E6%9C%BA/);

  // A word that matches nothing says so and offers another try.
  await box.fill('zzzqqqxxx');
  await box.press('Enter');
  await page.getByRole('heading', { name: 'No products found for “zzzqqqxxx”' }).waitFor();

  // Both words are remembered on this device, and can be cleared.
  await page.goto('/search');
  await page.getByRole('button', { name: '手机' }).waitFor();
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await page.getByText('Your searches will appear here.').waitFor();
  expectCleanPage(session);
});

for (const locale of ['en', 'ar']) {
  test(`${locale}: the search box holds its clear button, and the ring goes round the box`, async ({
    page,
  }) => {
    const text = await appTexts(locale);
    await page.goto(`/search?lang=${locale}`);
    const box = page.getByRole('searchbox');
    await box.fill('kettle');
    const clear = page.getByRole('button', { name: text('common.clear'), exact: true });
    // The box a buyer sees: the nearest element round the input that draws rounded corners.
    const roundBox = await box.evaluate((input) => {
      let element = input.parentElement;
      while (element && getComputedStyle(element).borderTopLeftRadius === '0px')
        element = element.parentElement;
      const rect = element?.getBoundingClientRect();
      return rect
        ? { x: rect.x, width: rect.width, outline: getComputedStyle(element as Element).outlineStyle }
        : null;
    });
    const [clearBox, inputBox] = await Promise.all([clear.boundingBox(), box.boundingBox()]);
    assert.ok(clearBox && inputBox && roundBox);
    assert.ok(
      clearBox.x >= roundBox.x && clearBox.x + clearBox.width <= roundBox.x + roundBox.width,
      `the × (${clearBox.x}–${clearBox.x + clearBox.width}) lies inside the box (${roundBox.x}–${roundBox.x + roundBox.width})`,
    );
    // The typed word never runs under the ×.
    const overlap =
      locale === 'ar' ? inputBox.x < clearBox.x + clearBox.width : inputBox.x + inputBox.width > clearBox.x;
    assert.ok(!overlap, 'the input ends before the ×');
    // The focus ring is drawn round the rounded box, not as a square inside it.
    assert.equal(await box.evaluate((input) => getComputedStyle(input).outlineStyle), 'none');
    assert.notEqual(roundBox.outline, 'none');

    await clear.click();
    assert.equal(await box.inputValue(), '');
    await clear.waitFor({ state: 'detached' });
  });
}

test('a store name that matches shops and no product opens on the Shops tab, both counts shown', async ({
  server,
  page,
}) => {
  type Answer<T> = { data: { list: T[]; total: number } };
  const api = async <T>(path: string) =>
    ((await (await fetch(`${server.baseURL}${path}`)).json()) as Answer<T>).data;
  const shops = await api<{ name: string }>('/api/merchant/list?limit=50');
  let word = '';
  let name = '';
  for (const candidate of shops.list) {
    const first = candidate.name.split(/\s+/)[0] ?? '';
    if (first.length < 4) continue;
    const products = await api<unknown>(`/api/index/product?keyword=${encodeURIComponent(first)}`);
    if (products.total === 0) {
      word = first;
      name = candidate.name;
      break;
    }
  }
  assert.ok(word, 'the demo has a shop whose name is in no product');
  const shopTotal = (await api<unknown>(`/api/merchant/list?keyword=${encodeURIComponent(word)}`)).total;

  await page.goto('/search');
  const box = page.getByRole('searchbox');
  await box.fill(word);
  await box.press('Enter');
  await page.getByRole('tab', { name: `Shops (${shopTotal})`, selected: true }).waitFor();
  await page.getByRole('tab', { name: 'Products (0)' }).waitFor();
  await page.getByText(name, { exact: true }).first().waitFor();
});

test('explore keeps its scroll position after opening a product and coming back', async ({ session }) => {
  const { page } = session;

  await page.goto('/explore?category=1');
  const grid = page.getByRole('list', { name: 'Computer' });
  await grid.getByRole('link').nth(11).waitFor();
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await expect.poll(scrollY, { message: 'scrolled down' }).toBeGreaterThan(1000);
  const before = await scrollY();

  // Open a product that is on screen now.
  const card = grid.getByRole('link').nth(8);
  const name = (await card.textContent()) ?? '';
  await card.click();
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('tab', { name: 'Computer', selected: true }).waitFor();
  await expect
    .poll(async () => Math.abs((await scrollY()) - before), { message: `back where it was left, ${before}` })
    .toBeLessThan(40);
  assert.ok(name.length > 0);
  expectCleanPage(session);
});
