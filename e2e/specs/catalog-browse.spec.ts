import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
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
  // A tap on the drawn page before the app runs is held until it does; `check` wants the radio set at once.
  await appInCharge(page);
  await page.getByRole('radio', { name: 'Long' }).check();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/detail/${id}`,
  );
  expectCleanPage(session);
});

type Detail = {
  id: number;
  pictures: { large: string }[];
  skus: { id: number; spec: string; stock: number; picture: number | null }[];
};

/** A product whose specs in stock show two different pictures of their own (two colours). */
async function productInTwoColours(baseURL: string): Promise<Detail> {
  const list = (await (
    await fetch(`${baseURL}/api/index/product?kind=physical&limit=50&in_stock=1`)
  ).json()) as {
    data: { list: { id: number }[] };
  };
  for (const { id } of list.data.list) {
    const detail = (
      (await (await fetch(`${baseURL}/api/product/detail?id=${id}`)).json()) as { data: Detail }
    ).data;
    const shown = new Set(
      detail.skus.filter((sku) => sku.stock > 0 && sku.picture !== null).map((sku) => sku.picture),
    );
    if (shown.size >= 2) return detail;
  }
  throw new Error('no product in two colours');
}

test('choosing a colour shows the product in that colour', async ({ session, server }) => {
  const { page } = session;
  const product = await productInTwoColours(server.baseURL);
  const [first, second] = product.skus.filter(
    (sku, index, all) =>
      sku.stock > 0 &&
      sku.picture !== null &&
      all.findIndex((other) => other.picture === sku.picture) === index,
  );
  assert.ok(first && second && first.picture !== null && second.picture !== null);
  await page.goto(`/detail/${product.id}`);
  await appInCharge(page);
  const gallery = page.getByRole('region', { name: 'Product pictures' });
  // The picture a buyer sees: the one whose slide lies over the gallery.
  const seen = () =>
    gallery.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const image = [...element.querySelectorAll('img')].find((img) => {
        const box = img.getBoundingClientRect();
        return Math.abs(box.left - frame.left) < 2 && box.width > 0;
      });
      return image?.getAttribute('src') ?? null;
    });
  await page.getByRole('radio', { name: second.spec, exact: true }).check();
  await expect.poll(seen).toBe(product.pictures[second.picture]?.large);
  await page.getByRole('radio', { name: first.spec, exact: true }).check();
  await expect.poll(seen).toBe(product.pictures[first.picture]?.large);
  expectCleanPage(session);
});

test('ar: the picture counter reads "1 / 3" left to right, as a fraction is written', async ({
  page,
  server,
}) => {
  await openCoffeeInArabic(page, server.baseURL);
  const counter = page.getByRole('region', { name: 'صور المنتج' }).getByText(/^1 \/ \d+$/);
  // Where the count's first character and its last are drawn, whatever text nodes hold them.
  const order = await counter.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const first = texts[0] as Text;
    const last = texts[texts.length - 1] as Text;
    const left = (node: Text, offset: number) => {
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    };
    return { first: left(first, 0), last: left(last, last.length - 1) };
  });
  assert.ok(order.first < order.last, `"1" is drawn ${order.first - order.last} px right of the total`);
});

test('ar: a review and a description written in English run left to right, their full stop at the end', async ({
  page,
  server,
}) => {
  await openCoffeeInArabic(page, server.baseURL);
  // The demo's reviews follow its history, placed at instants before today: which comes first changes by the day.
  const review = page
    .getByRole('region', { name: /^التقييمات/ })
    .getByRole('listitem')
    .filter({ hasText: /[A-Za-z]{3,}.*\.$/ })
    .first()
    .getByRole('paragraph')
    .last();
  await expect(review).toHaveText(/^[A-Z][^.]*.*\.$/);
  const description = page.getByText('picked by Harvest Lane Snacks', { exact: false }).first();
  for (const text of [review, description]) {
    await text.scrollIntoViewIfNeeded();
    assert.equal(await text.evaluate((element) => getComputedStyle(element).direction), 'ltr');
  }
});

/** A product with three pictures, reviews and a description, in the Arabic app, the app in charge. */
async function openCoffeeInArabic(page: Page, baseURL: string): Promise<void> {
  const id = await productIdByName(baseURL, 'Bellamoor Single-Origin Coffee Beans 250 g');
  await page.goto(`/detail/${id}?lang=ar`);
  await appInCharge(page);
}
