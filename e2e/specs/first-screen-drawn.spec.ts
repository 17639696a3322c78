import assert from 'node:assert/strict';
import { expectCleanPage, test } from '../support/fixtures.ts';

// The server draws /home and /detail/:id into the page (docs/decisions/, "first screen drawn by the server"):
// the screen is there before any script runs, and the app then takes it over.

type Envelope<T> = { code: number; data: T };
type Card = { id: number; name: string; merchant_id: number };
type Detail = { id: number; name: string; price: string };

async function api<T>(baseURL: string, path: string): Promise<T> {
  const answer = (await (await fetch(`${baseURL}${path}`)).json()) as Envelope<T>;
  assert.equal(answer.code, 1, path);
  return answer.data;
}

const popular = (baseURL: string) =>
  api<{ list: Card[] }>(baseURL, '/api/index/hot_product?page=1&limit=20').then((page) => page.list);

const priceText = (price: string) =>
  new RegExp(`\\$\\s?${price.replace('.', '\\.')}|${price.replace('.', '\\.')}\\s?\\$`);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, dir, query } of [
    { lang: 'en', dir: 'ltr', query: '' },
    { lang: 'ar', dir: 'rtl', query: '?lang=ar' },
  ]) {
    test(`home shows the popular products (${lang}, ${dir})`, async ({ server, session }) => {
      const { page } = session;
      const [first, second] = await popular(server.baseURL);
      assert.ok(first && second, 'the seed has popular products');

      await page.goto(`/home${query}`);
      const products = page.getByRole('list', { name: lang === 'en' ? 'Popular products' : /.+/ }).last();
      await products.getByText(first.name, { exact: true }).waitFor();
      await products.getByText(second.name, { exact: true }).waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), dir);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
    });

    test(`a product's page shows its name and price (${lang}, ${dir})`, async ({ server, session }) => {
      const { page } = session;
      const [card] = await popular(server.baseURL);
      assert.ok(card);
      const product = await api<Detail>(server.baseURL, `/api/product/detail?id=${card.id}&lang=${lang}`);

      await page.goto(`/detail/${card.id}/${card.merchant_id}${query}`);
      await page.getByRole('heading', { name: product.name }).waitFor();
      await page.getByText(priceText(product.price)).first().waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), dir);
    });
  }
});

test('the app takes the drawn home over without an error, and a link tapped at once opens in it', async ({
  session,
}) => {
  const { page } = session;
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Food' }).click();
  await page.waitForURL(/\/explore\?category=\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
  await page.waitForLoadState('networkidle');
  expectCleanPage(session);
});

test('a button tapped as soon as the drawn home shows does its job once the app runs', async ({
  session,
}) => {
  const { page } = session;
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('dialog').getByText('العربية').waitFor();
  expectCleanPage(session);
});

test("the app takes a drawn product's page over without an error", async ({ server, session }) => {
  const { page } = session;
  const [card] = await popular(server.baseURL);
  assert.ok(card);
  await page.goto(`/detail/${card.id}/${card.merchant_id}?lang=ar`);
  await page.getByRole('button', { name: /.+/ }).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  expectCleanPage(session);
});
