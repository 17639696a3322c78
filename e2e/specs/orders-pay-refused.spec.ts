import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { newBuyer } from '../support/buyers.ts';
import { type Session, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import type { RunningServer } from '../support/server.ts';
import { type ShopApi, skuOf } from '../support/shop-api.ts';
import { holdToken } from '../support/shop-session.ts';

type UserInfo = { balance: string };
type Order = { id: number; status: string };

/** An unpaid card-key order (no shipping address needed), created the way the checkout does. */
async function unpaidOrder(api: ShopApi): Promise<number> {
  const card = await skuOf(api, 'virtual');
  const items = [{ sku_id: card.skuId, quantity: 1 }];
  const { total } = await api.post<{ total: string }>('/api/order/preview', { items });
  const created = await api.post<{ orders: { id: number }[] }>('/api/order/create', {
    items,
    expected_total: total,
  });
  const order = created.orders[0];
  assert.ok(order, 'the checkout made an order');
  return order.id;
}

/** In a browser holding the buyer's session: the order and "Pay" open the pay sheet. */
type InBrowser = { session: Session; server: RunningServer };

async function openPaySheet({ session, server }: InBrowser, token: string, orderId: number): Promise<Page> {
  const { page, context } = session;
  await holdToken(context, server.baseURL, token);
  await page.goto(`/orderInfo/${orderId}`);
  await page.getByRole('heading', { level: 2, name: 'Waiting to pay' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  return page;
}

/** …then the typed code. */
async function payInBrowser(browser: InBrowser, token: string, orderId: number, code: string): Promise<Page> {
  const page = await openPaySheet(browser, token, orderId);
  await page.getByRole('dialog', { name: 'Pay now' }).getByRole('button', { name: 'Payment code' }).click();
  await typeCode(page, code);
  return page;
}

async function typeCode(page: Page, code: string): Promise<void> {
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
}

test('a wrong payment code says so, charges nothing, and the right one then pays', async ({
  session,
  server,
}) => {
  const { api, token } = await newBuyer(server, 'wrongcode', { payCode: '246810', grant: '500.00' });
  const orderId = await unpaidOrder(api);
  const before = await api.get<UserInfo>('/api/user/getUserInfo');

  const page = await payInBrowser({ session, server }, token, orderId, '135790');

  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByRole('alert').filter({ hasText: 'Pay Fail: Wrong payment code' }).waitFor();
  assert.equal((await api.get<Order>(`/api/order/detail?id=${orderId}`)).status, 'waiting_pay');
  assert.equal((await api.get<UserInfo>('/api/user/getUserInfo')).balance, before.balance, 'nothing charged');

  await typeCode(page, '246810');
  await page.getByRole('heading', { level: 2, name: 'Completed' }).waitFor();
  assert.equal((await api.get<Order>(`/api/order/detail?id=${orderId}`)).status, 'completed');
});

test('a balance too low is said before any code is typed, offers to recharge and leaves the order unpaid', async ({
  session,
  server,
}) => {
  const { api, token } = await newBuyer(server, 'lowbalance', { payCode: '246810' });
  const orderId = await unpaidOrder(api);

  const page = await openPaySheet({ session, server }, token, orderId);

  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByText('Balance $0.00').waitFor();
  await sheet.getByRole('alert').getByText('Your balance is less than the amount to pay').waitFor();
  assert.equal(await sheet.getByRole('button', { name: 'Payment code' }).count(), 0, 'no code to type');
  await sheet.getByRole('button', { name: 'Recharge' }).click();
  await page.waitForURL('**/topUp?**');
  assert.equal((await api.get<Order>(`/api/order/detail?id=${orderId}`)).status, 'waiting_pay');
  assert.equal((await api.get<UserInfo>('/api/user/getUserInfo')).balance, '0.00');

  // The recharge remembers the order: what is missing, the form started at it, and once the balance covers the
  // order (a recharge passed), the way back to paying it.
  const { total } = await api.get<{ total: string }>(`/api/order/detail?id=${orderId}`);
  const forOrder = page.getByRole('region', { name: 'Top up to pay for your order' });
  await expect(forOrder.getByText(`Your balance is $${total} short of your order.`)).toBeVisible();
  await page.getByRole('link', { name: /^Bank or card transfer/ }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue(total);
  await page.goBack();
  await runOps(server, 'grant', 'lowbalance', total);
  await page.reload();
  const covered = page.getByRole('region', { name: 'Your balance now covers your order' });
  await covered.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(`**/orderInfo/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting to pay' })).toBeVisible();
});

test('without a payment code the buyer sets one in the pay sheet and the order is paid', async ({
  session,
  server,
}) => {
  const { api, token } = await newBuyer(server, 'nocode', { grant: '500.00' });
  const orderId = await unpaidOrder(api);

  const page = await openPaySheet({ session, server }, token, orderId);

  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByText('No payment code yet').waitFor();
  await sheet.getByRole('button', { name: 'Choose a 6-digit payment code' }).waitFor();
  await typeCode(page, '864200');
  await sheet.getByRole('button', { name: 'Type the same code again' }).waitFor();
  await typeCode(page, '864200');
  await sheet.getByRole('button', { name: 'Enter your 6-digit payment code' }).waitFor();
  await typeCode(page, '864200');
  await page.getByRole('heading', { level: 2, name: 'Completed' }).waitFor();
  assert.equal((await api.get<Order>(`/api/order/detail?id=${orderId}`)).status, 'completed');
});

test('the payment screen shows the balance and the missing payment code, and leads to what waits to be paid', async ({
  session,
  server,
}) => {
  const { api, token } = await newBuyer(server, 'payhub', { grant: '25.00' });
  await unpaidOrder(api);

  const { page, context } = session;
  await holdToken(context, server.baseURL, token);
  await page.goto('/payment');
  await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
  await page.getByRole('region', { name: 'My wallet' }).getByText('$25.00').waitFor();
  await page.getByRole('link', { name: /Payment code\s*Not set/ }).waitFor();
  await page.getByRole('link', { name: 'Waiting to pay' }).click();
  await page.waitForURL('**/myPurchases/waiting_pay');
  await page.getByRole('tab', { name: 'Waiting to pay (1)' }).waitFor();
});
