import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
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

/** The demo buyer's checkout of one physical item, in `lang`, and its discount-money field. */
async function checkoutIn(t: TestContext, lang: string, discountLabel: string) {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  const sku = await skuOf(api, 'physical');
  await holdToken(context, shop.server.baseURL, token);
  await chooseLanguage(context, shop.server.baseURL, lang);
  await page.goto(`/checkout?sku=${sku.skuId}&qty=1`);
  const discount = page.getByRole('textbox', { name: discountLabel });
  return { page, discount, items: [{ sku_id: sku.skuId, quantity: 1 }] };
}

const germanMoney = (amount: string) =>
  new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(amount as `${number}`);

test('in German "1,00" of discount money takes one dollar off, never a hundred', async (t) => {
  const { page, discount, items } = await checkoutIn(t, 'de', 'Rabattguthaben');
  const expected = await api.post<{ total: string }>('/api/order/preview', { items, discount: '1.00' });
  await discount.fill('1,00');
  await discount.press('Tab');

  await page
    .getByRole('region', { name: 'Bestellübersicht' })
    .getByText(germanMoney(expected.total), { exact: true })
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
  const figures = page.getByRole('definition');
  await figures.getByText('1,00 $', { exact: true }).waitFor();
  await figures.getByText('9,50 $', { exact: true }).waitFor();
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

// The message is the contract's one text (the server answers with the same), its limit in German.
test('in German, more discount money than the order allows is refused with the limit, written "10,00 $"', async (t) => {
  const { page, discount, items } = await checkoutIn(t, 'de', 'Rabattguthaben');
  const preview = await api.post<{ discount_max: string }>('/api/order/preview', { items });
  await discount.fill('99999,00');
  await discount.press('Tab');
  const max = germanMoney(preview.discount_max);
  await page.getByText(`Du kannst für diese Bestellung höchstens ${max} Bonusguthaben verwenden`).waitFor();
  assert.equal(
    await discount.inputValue(),
    '99999,00',
    'the refused figure stays, so the buyer sees what was wrong',
  );
});

test('in Arabic, the limit inside that message is drawn as one left-to-right piece', async (t) => {
  const { page, discount } = await checkoutIn(t, 'ar', 'رصيد الخصم');
  await discount.fill('99999');
  await discount.press('Tab');
  const message = page.getByText(/^يمكنك استخدام .* كحد أقصى من رصيد المكافآت في هذا الطلب$/);
  await message.waitFor();
  // Left to right, each character of the amount is drawn to the right of the one before ("1.84$" would not be).
  const drawn = await message.evaluate((element) => {
    const text = element.firstChild as Node;
    const content = text.textContent ?? '';
    const amount = /(?:US\$|\$)?\s?\d[\d.,]*(?:\s?US\$)?/.exec(content);
    if (!amount?.[0].includes('$')) return { amount: amount?.[0] ?? null, xs: [] };
    const xs = [...amount[0]].flatMap((char, offset) => {
      if (char.trim() === '') return [];
      const range = document.createRange();
      range.setStart(text, amount.index + offset);
      range.setEnd(text, amount.index + offset + 1);
      return [Math.round(range.getBoundingClientRect().x)];
    });
    return { amount: amount[0], xs };
  });
  assert.ok(
    drawn.xs.length > 3,
    `an amount with its dollar sign is in the message (${JSON.stringify(drawn)})`,
  );
  assert.deepEqual(
    drawn.xs,
    [...drawn.xs].sort((a, b) => a - b),
    `drawn in order: ${JSON.stringify(drawn)}`,
  );
});
