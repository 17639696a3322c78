import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSession } from '../support/browser.ts';
import { addHomeAddress, type ShopApi, shopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken, loginThroughApi } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

let token: string;
let api: ShopApi;
const shop = shopUnderTest(async ({ server }) => {
  token = await loginThroughApi(server.baseURL);
  api = shopApi(server.baseURL, token);
  await addHomeAddress(api);
});

test('in German "1,00" of discount money takes one dollar off, never a hundred', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  const sku = await skuOf(api, 'physical');
  const items = [{ sku_id: sku.skuId, quantity: 1 }];
  const expected = await api.post<{ total: string }>('/api/order/preview', { items, discount: '1.00' });

  await holdToken(context, shop.server.baseURL, token);
  await chooseLanguage(context, shop.server.baseURL, 'de');
  await page.goto(`/checkout?sku=${sku.skuId}&qty=1`);
  const discount = page.getByRole('textbox', { name: 'Rabattguthaben' });
  await discount.fill('1,00');
  await discount.press('Tab');

  const total = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(
    expected.total as `${number}`,
  );
  await page
    .getByRole('region', { name: 'Bestellübersicht' })
    .getByText(total, { exact: true })
    .first()
    .waitFor();
  assert.equal(await discount.inputValue(), '1,00', 'what the buyer typed stays as typed');
});

test('in German "10,50" to withdraw is ten dollars fifty: no complaint, and the charge and arrival follow from it', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, token);
  await chooseLanguage(context, shop.server.baseURL, 'de');
  await page.goto('/withDraw');
  const amount = page.getByRole('textbox', { name: 'Auszahlungsbetrag' });
  await amount.fill('10,50');
  await amount.press('Tab');

  // spec §5: 1 % service charge, at least $1.00: on $10.50 that is $1.00, and $9.50 arrives.
  const arrival = page.locator('.wallet-arrival');
  await arrival.getByText('1,00 $', { exact: true }).waitFor();
  await arrival.getByText('9,50 $', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Jetzt auszahlen' }).click();
  await page.locator('.adm-form-item-feedback-error').first().waitFor();
  const amountItem = page.locator('.adm-form-item', { has: amount });
  assert.equal(
    await amountItem.locator('.adm-form-item-feedback-error').count(),
    0,
    'the amount is not refused',
  );
  assert.equal(await amount.inputValue(), '10,50', 'what the buyer typed stays as typed');
});
