import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
import { test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { payWithCode } from '../support/pay-sheet.ts';
import { skuOf } from '../support/shop-api.ts';
import { cookieValue } from '../support/shop-session.ts';

const PAY_CODE = '123456';

type Order = { id: number; sn: string; status: string };
type OrderPage = { list: Order[]; counts: Record<string, number> };

function dollars(amount: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount as `${number}`);
}

test('the demo buyer checks out two shops with a promo code and discount money, pays, and confirms receipt', async ({
  addressedBuyer: { api },
  bag: [first, second],
  page,
  context,
  server,
}) => {
  await runOps(server, 'promo', 'add', 'SAVE10', '--kind', 'percent', '--value', '10');
  const items = [
    { sku_id: first.skuId, quantity: 1 },
    { sku_id: second.skuId, quantity: 1 },
  ];
  const expected = await api.post<{ total: string; promo: string }>('/api/order/preview', {
    items,
    promo_code: 'SAVE10',
    discount: '1.00',
  });
  assert.notEqual(expected.promo, '0.00', 'the promo code takes something off');

  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  // A tap on the drawn bag before the app runs is held until it does; `check` wants the box ticked at once.
  await appInCharge(page);
  const bagBar = page.getByRole('region', { name: 'Bag summary' });
  await bagBar.getByRole('checkbox', { name: 'All' }).check();
  assert.equal(await cookieValue(context, 'ect'), '2', 'the ect cookie holds the bag count');
  await bagBar.getByRole('button', { name: 'Check out (2)' }).click();

  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('region', { name: 'Shipping address' }).getByText('Dana Buyer').waitFor();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Remove' }).waitFor();
  const discount = page.getByRole('textbox', { name: 'Discount money' });
  await discount.fill('1.00');
  await discount.press('Tab');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByText(dollars(expected.total), { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Submit order' }).click();

  await payWithCode(page, PAY_CODE);
  await page.waitForURL('**/myPurchases/waiting_deliver');
  await page.getByRole('tab', { name: 'Waiting to ship (2)' }).waitFor();
  const cards = page.getByRole('article');
  await cards.nth(1).waitFor();
  assert.equal(await cards.count(), 2, 'one order per shop');
  assert.equal(await cookieValue(context, 'ect'), undefined, 'the bought lines left the bag');

  const waiting = await api.get<OrderPage>('/api/user/order_list?status=waiting_deliver');
  const shipped = waiting.list[0];
  assert.ok(shipped);
  await runOps(server, 'order', 'ship', shipped.sn, '--company', 'Kerry', '--tracking', 'KX1');

  await page.goto(`/orderInfo/${shipped.id}`);
  await page.getByRole('heading', { level: 2, name: 'Shipped' }).waitFor();
  await page.getByRole('region', { name: 'Logistics information' }).getByText('Kerry · KX1').waitFor();
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm receipt?' })
    .getByRole('button', { name: 'Confirm receipt' })
    .click();
  await page.getByRole('heading', { level: 2, name: 'Received' }).waitFor();
  const after = await api.get<Order>(`/api/order/detail?id=${shipped.id}`);
  assert.equal(after.status, 'received');
});

test('the demo buyer buys two card-key products together and reads a card password', async ({
  addressedBuyer: { api },
  page,
}) => {
  // Two card-key products chosen together in the bag (spec §5 keeps virtual apart from goods that ship only).
  const card = await skuOf(api, 'virtual');
  const other = await skuOf(api, 'virtual', [], [card.productId]);
  for (const line of [card, other]) await api.post('/api/cart/add', { sku_id: line.skuId, quantity: 1 });

  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  await appInCharge(page);
  const bagBar = page.getByRole('region', { name: 'Bag summary' });
  await bagBar.getByRole('checkbox', { name: 'All' }).check();
  await bagBar.getByRole('button', { name: 'Check out (2)' }).click();
  await page.getByText('no shipping address is needed', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await payWithCode(page, PAY_CODE);
  await page.waitForURL('**/cards');
  await page.getByRole('heading', { level: 1, name: 'My card keys' }).waitFor();

  const keys = await api.get<{ list: { card_number: string; card_password: string }[] }>('/api/order/cards');
  assert.equal(keys.list.length, 2, 'a card key of each product');
  const [bought, second] = keys.list;
  assert.ok(bought && second);
  await page.getByText(second.card_number, { exact: true }).waitFor();
  await page.getByText(bought.card_number, { exact: true }).waitFor();
  assert.equal(await page.getByText(bought.card_password, { exact: true }).count(), 0, 'hidden until tapped');
  await page.getByRole('button', { name: 'Show the card password' }).first().click();
  await page.getByText(bought.card_password, { exact: true }).waitFor();
});

test('paid from "Waiting to pay", the order is shown in the tab it moved to', async ({
  addressedBuyer: { api },
  page,
}) => {
  const goods = await skuOf(api, 'physical');
  const items = [{ sku_id: goods.skuId, quantity: 1 }];
  const { total } = await api.post<{ total: string }>('/api/order/preview', { items });
  const created = await api.post<{ orders: Order[] }>('/api/order/create', { items, expected_total: total });
  const sn = created.orders[0]?.sn ?? '';

  await page.goto('/myPurchases/waiting_pay');
  const card = page.getByRole('article').filter({ hasText: sn });
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  await payWithCode(page, PAY_CODE);

  await page.waitForURL('**/myPurchases/waiting_deliver');
  await expect(page.getByRole('tab', { name: /^Waiting to ship/, selected: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: sn })).toBeVisible();
});
