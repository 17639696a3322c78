import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newBuyer } from '../support/buyers.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import type { RunningServer } from '../support/server.ts';
import { addHomeAddress, type ShopApi } from '../support/shop-api.ts';

type Card = { id: number; name: string; merchant_id: number };

async function bestSellers(server: RunningServer): Promise<Card[]> {
  const answer = (await (await fetch(`${server.baseURL}/api/index/hot_product?limit=2`)).json()) as {
    data: { list: Card[] };
  };
  assert.equal(answer.data.list.length, 2, 'the demo catalogue has best sellers');
  return answer.data.list;
}

const strip = (page: Page, title: string) => page.getByRole('region', { name: title });
const names = async (page: Page, title: string) =>
  strip(page, title).getByRole('listitem').getByRole('link').allTextContents();

test('recently viewed: a visitor views two products, sees them, logs in and keeps them, then clears them', async ({
  session,
  server,
}) => {
  const { page } = session;
  const [first, second] = (await bestSellers(server)) as [Card, Card];
  await newBuyer(server, 'viewer');
  for (const product of [first, second]) {
    await page.goto(`/detail/${product.id}/${product.merchant_id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    // The server drew the page; the view is kept in the browser once the app has taken it over.
    await page.waitForFunction(
      (id) => (JSON.parse(localStorage.getItem('crossbay.viewed') ?? '[]') as number[]).includes(id),
      product.id,
    );
  }

  await page.goto('/search');
  await strip(page, 'Recently viewed').getByRole('link', { name: second.name }).waitFor();
  const seen = await names(page, 'Recently viewed');
  assert.ok(seen[0]?.includes(second.name) && seen[1]?.includes(first.name), 'newest first');

  await page.goto('/login');
  await page.getByLabel('Account').fill('viewer');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/me');
  const mine = strip(page, 'Recently viewed');
  await mine.getByRole('link', { name: first.name }).waitFor();
  // Handed to the account at login: the browser keeps no list of its own any more.
  assert.equal(await page.evaluate(() => localStorage.getItem('crossbay.viewed')), null);
  await page.reload();
  await mine.getByRole('link', { name: second.name }).waitFor();

  // The row goes at once; the reload below waits for the server to have cleared it too.
  const cleared = page.waitForResponse((r) => r.url().includes('/api/viewed/clear') && r.ok());
  await mine.getByRole('button', { name: 'Clear recently viewed' }).click();
  await mine.waitFor({ state: 'detached' });
  await cleared;
  await page.reload();
  await page.getByRole('link', { name: /Wishlist/ }).waitFor();
  // Cleared on the server too: the page's kept answers may draw the row for a moment, the server's list takes it away.
  await expect(strip(page, 'Recently viewed')).toHaveCount(0);
  expectCleanPage(session);
});

async function newProduct(server: RunningServer, name: string): Promise<number> {
  const out = await runOps(
    server,
    'product',
    'add',
    '--merchant',
    '1',
    '--category',
    'toys',
    '--name',
    name,
    '--price',
    '4.00',
    '--stock',
    '50',
  );
  const id = Number(/added product (\d+)/.exec(out)?.[1]);
  assert.ok(id > 0, out);
  return id;
}

async function buyTogether(api: ShopApi, productIds: number[]): Promise<void> {
  const items = [];
  for (const id of productIds) {
    const detail = await api.get<{ skus: { id: number }[] }>(`/api/product/detail?id=${id}`);
    items.push({ sku_id: detail.skus[0]?.id, quantity: 1 });
  }
  const { total } = await api.post<{ total: string }>('/api/order/preview', { items });
  const created = await api.post<{ orders: { id: number }[] }>('/api/order/create', {
    items,
    expected_total: total,
  });
  await api.post('/api/order/pay', {
    order_ids: created.orders.map((order) => order.id),
    pay_password: '123456',
    idempotency_key: randomUUID(),
  });
}

test("the product page shows what buyers' orders bought together with it", async ({ session, server }) => {
  const { page } = session;
  const kite = await newProduct(server, 'Pairing kite');
  await newProduct(server, 'Pairing kite string');
  const string = await newProduct(server, 'Pairing kite tail');
  const { api } = await newBuyer(server, 'pairbuyer', { payCode: '123456', grant: '100.00' });
  await addHomeAddress(api);
  await buyTogether(api, [kite, string]);

  // The sales fold counts the pair within about a second; the page asks again until it shows.
  await page.goto(`/detail/${kite}/1`);
  await page.getByRole('heading', { name: 'Pairing kite', exact: true }).waitFor();
  const bought = strip(page, 'Bought together');
  await expect(async () => {
    if ((await bought.count()) === 0) await page.reload();
    await expect(bought.getByRole('link', { name: /Pairing kite tail/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  assert.equal(await bought.getByRole('listitem').count(), 1, 'only the product bought with it');
  expectCleanPage(session);
});
