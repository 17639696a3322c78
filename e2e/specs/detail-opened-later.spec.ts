import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';

// A product's page fetches what it opens only at a tap (the full-screen pictures, the sheet of every review, the
// specification chooser) apart from its own chunk (docs/decisions/0072): the buyer still gets each at the first tap.

type Detail = {
  id: number;
  name: string;
  pictures: { large: string }[];
  reviews: { count: number };
  latest_reviews: unknown[];
};

/** A product with more reviews than its page lists, and more than one picture. */
async function productWithMoreReviews(baseURL: string): Promise<Detail> {
  const list = (await (await fetch(`${baseURL}/api/index/product?limit=50`)).json()) as {
    data: { list: { id: number }[] };
  };
  for (const { id } of list.data.list) {
    const detail = (
      (await (await fetch(`${baseURL}/api/product/detail?id=${id}`)).json()) as { data: Detail }
    ).data;
    if (detail.reviews.count > detail.latest_reviews.length && detail.pictures.length > 1) return detail;
  }
  throw new Error('no product with more reviews than its page lists');
}

test("a product's picture tapped as soon as the page shows opens full screen", async ({
  session,
  server,
}) => {
  const { page } = session;
  const product = await productWithMoreReviews(server.baseURL);
  await page.goto(`/detail/${product.id}`);
  const first = product.pictures[0]?.large;
  assert.ok(first);
  // Tapped on the page the server drew: the tap waits for the app, the viewer's code for the tap.
  await page
    .getByRole('button', {
      name: `Picture 1 of ${product.pictures.length} of ${product.name}, tap to enlarge`,
    })
    .click();
  // The viewer draws the picture a second time, over the whole screen.
  const drawn = page.locator(`img[src="${first}"]`);
  await expect(drawn).toHaveCount(2);
  await drawn.last().waitFor();
  const box = await drawn.last().boundingBox();
  assert.ok(box && box.width >= (page.viewportSize()?.width ?? 0) - 1, 'the picture fills the screen width');
  expectCleanPage(session);
});

test('"See all reviews" opens the sheet of every review, page after page', async ({ session, server }) => {
  const { page } = session;
  const product = await productWithMoreReviews(server.baseURL);
  await page.goto(`/detail/${product.id}`);
  await appInCharge(page);
  const reviews = page.getByRole('region', { name: `Reviews (${product.reviews.count})` });
  await reviews.getByRole('button', { name: `See all ${product.reviews.count} reviews` }).click();
  const sheet = page.getByRole('dialog', { name: `Reviews (${product.reviews.count})` });
  await sheet.waitFor();
  await sheet.getByRole('listitem').nth(product.latest_reviews.length).waitFor();
  expectCleanPage(session);
});
