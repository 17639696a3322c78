import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { newBuyer } from '../support/buyers.ts';
import { test as base, expectCleanPage, type Session } from '../support/fixtures.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO, holdToken } from '../support/shop-session.ts';

type Card = { id: number; name: string; merchant_id: number };
type NewBuyerPage = { session: Session; page: Page; buyer: Awaited<ReturnType<typeof newBuyer>> };

async function aBestSeller(server: RunningServer, index: number): Promise<Card> {
  const answer = (await (await fetch(`${server.baseURL}/api/index/hot_product?limit=5`)).json()) as {
    data: { list: Card[] };
  };
  const card = answer.data.list[index];
  assert.ok(card, 'the demo catalogue has best sellers');
  return card;
}

const test = base.extend<{ newBuyerPage: (account: string) => Promise<NewBuyerPage> }>({
  /** The test's browser, logged in as a new buyer of their own, with an empty wishlist. */
  newBuyerPage: async ({ server, session }, use) => {
    await use(async (account) => {
      const buyer = await newBuyer(server, account);
      await holdToken(session.context, server.baseURL, buyer.token);
      return { session, page: session.page, buyer };
    });
  },
});

test('heart a product on its page, find it on /heart and on Me, and remove it there', async ({
  newBuyerPage,
  server,
}) => {
  const { session, page } = await newBuyerPage('wishful');
  const product = await aBestSeller(server, 0);

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
  // A saved card is the screen's largest picture: loaded with the page, never behind the count line above it.
  const picture = saved.locator('img').first();
  assert.equal(await picture.getAttribute('loading'), 'eager');
  assert.equal(await picture.getAttribute('fetchpriority'), null);

  await saved.getByRole('button', { name: 'Remove from wishlist' }).click();
  await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  await waitForAnnouncement(page, 'Removed from your wishlist');
  // The server forgot it too: a fresh load of /heart is still empty and offers a way to browse.
  await page.reload();
  await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await page.waitForURL('**/products');
  expectCleanPage(session);
});

test('a heart on a product card saves it, and the card shows it filled', async ({ newBuyerPage, server }) => {
  const { session, page, buyer } = await newBuyerPage('cardhearts');
  const product = await aBestSeller(server, 1);

  await page.goto('/popular');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await card.getByRole('button', { name: 'Save to wishlist' }).click();
  await card.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
  const ids = await buyer.api.get<{ ids: number[] }>('/api/wishlist/ids');
  assert.deepEqual(ids.ids, [product.id]);
  expectCleanPage(session);
});

test('an anonymous visitor who taps the heart logs in and comes back to the product', async ({
  session,
  server,
}) => {
  const { page } = session;
  const product = await aBestSeller(server, 2);
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
  expectCleanPage(session);
});
