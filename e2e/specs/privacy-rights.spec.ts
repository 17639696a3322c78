import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { newBuyer } from '../support/buyers.ts';
import { test } from '../support/fixtures.ts';
import { skuOf } from '../support/shop-api.ts';
import { holdToken } from '../support/shop-session.ts';

test('a buyer downloads their data, which names their order, then closes the account and cannot log in again', async ({
  session,
  server,
}) => {
  const { page, context } = session;
  const account = 'leaving_buyer';
  const { api, token } = await newBuyer(server, account, { payCode: '135790' });
  // An order the buyer cancels: in the file, and nothing left open to settle.
  const card = await skuOf(api, 'virtual');
  const items = [{ sku_id: card.skuId, quantity: 1 }];
  const { total } = await api.post<{ total: string }>('/api/order/preview', { items });
  const { orders } = await api.post<{ orders: { id: number; sn: string }[] }>('/api/order/create', {
    items,
    expected_total: total,
  });
  const order = orders[0] as { id: number; sn: string };
  await api.post('/api/order/cancel', { id: order.id });
  await holdToken(context, server.baseURL, token);

  await page.goto('/security');
  await page.getByRole('link', { name: 'Download my data' }).click();
  await page.getByRole('heading', { level: 1, name: 'Download my data' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^crossbay-leaving_buyer-.*\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { account: string };
    orders: { sn: string }[];
  };
  expect(file.account.account).toBe(account);
  expect(file.orders.map((o) => o.sn)).toEqual([order.sn]);
  await expect(
    page.getByRole('status').filter({ hasText: 'Downloaded crossbay-leaving_buyer-' }),
  ).toBeVisible();

  await page.goto('/security');
  await page.getByRole('link', { name: 'Close my account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Close my account' }).waitFor();
  for (const digit of '135790') await page.getByRole('button', { name: digit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForAnnouncement(page, 'Wrong account or password');
  await expect(page).toHaveURL(/\/login/);
});
