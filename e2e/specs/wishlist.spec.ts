import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { openSession } from '../support/browser.ts';
import { newBuyer } from '../support/buyers.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { DEMO, holdToken } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

type Card = { id: number; name: string; merchant_id: number };

const shop = shopUnderTest();

async function aBestSeller(index: number): Promise<Card> {
  const answer = (await (await fetch(`${shop.server.baseURL}/api/index/hot_product?limit=5`)).json()) as {
    data: { list: Card[] };
  };
  const card = answer.data.list[index];
  assert.ok(card, 'the demo catalogue has best sellers');
  return card;
}

/** A browser page of a new buyer of their own, with an empty wishlist. */
async function newBuyerPage(t: TestContext, account: string) {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const buyer = await newBuyer(shop.server, account);
  await holdToken(session.context, shop.server.baseURL, buyer.token);
  return { session, page: session.page, buyer };
}

test('heart a product on its page, find it on /heart and on Me, and remove it there', async (t) => {
  const { session, page } = await newBuyerPage(t, 'wishful');
  const product = await aBestSeller(0);

  await page.goto(`/detail/${product.id}/${product.merchant_id}`);
  await page.getByRole('heading', { name: product.name }).waitFor();
  const save = page.getByRole('button', { name: 'Save to wishlist' });
  assert.equal(await save.getAttribute('aria-pressed'), 'false');
  await save.click();
  const remove = page.getByRole('button', { name: 'Remove from wishlist' });
  await remove.waitFor();
  assert.equal(await remove.getAttribute('aria-pressed'), 'true');
  await waitForAnnouncement(page, 'Saved to your wishlist');

  await page.goto('/me');
  const wishlist = page.getByRole('link', { name: /Wishlist/ });
  await wishlist.getByText('1 product', { exact: true }).waitFor();
  await wishlist.click();
  await page.waitForURL('**/heart');
  const saved = page.getByRole('list', { name: 'Saved products' });
  await saved.getByRole('link', { name: product.name }).waitFor();
  await page.getByText('1 product', { exact: true }).waitFor();

  await saved.getByRole('button', { name: 'Remove from wishlist' }).click();
  await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  await waitForAnnouncement(page, 'Removed from your wishlist');
  // The server forgot it too: a fresh load of /heart is still empty and offers a way to browse.
  await page.reload();
  await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await page.waitForURL('**/products');
  assertCleanPage(session);
});

test('a heart on a product card saves it, and the card shows it filled', async (t) => {
  const { session, page, buyer } = await newBuyerPage(t, 'cardhearts');
  const product = await aBestSeller(1);

  await page.goto('/popular');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await card.getByRole('button', { name: 'Save to wishlist' }).click();
  await card.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
  const ids = await buyer.api.get<{ ids: number[] }>('/api/wishlist/ids');
  assert.deepEqual(ids.ids, [product.id]);
  assertCleanPage(session);
});

test('an anonymous visitor who taps the heart logs in and comes back to the product', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page } = session;
  const product = await aBestSeller(2);
  const path = `/detail/${product.id}/${product.merchant_id}`;

  await page.goto(path);
  await page.getByRole('heading', { name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await waitForAnnouncement(page, 'Please login first');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);

  await page.getByLabel('Account').fill(DEMO.account);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === path);
  // Saved by itself on the return: the visitor tapped the heart once.
  await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
  await waitForAnnouncement(page, 'Saved to your wishlist');
  assertCleanPage(session);
});
