import assert from 'node:assert/strict';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures.ts';
import { type ShopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage } from '../support/shop-session.ts';

type Checkout = { page: Page; discount: Locator; items: { sku_id: number; quantity: number }[] };

const test = base.extend<{
  api: ShopApi;
  checkoutIn: (lang: string, discountLabel: string) => Promise<Checkout>;
}>({
  api: async ({ addressedBuyer }, use) => {
    await use(addressedBuyer.api);
  },
  /** The demo buyer's checkout of one physical item, in `lang`, and its discount-money field. */
  checkoutIn: async ({ session, api, baseURL }, use) => {
    await use(async (lang, discountLabel) => {
      const { page, context } = session;
      const sku = await skuOf(api, 'physical');
      await chooseLanguage(context, baseURL ?? '', lang);
      await page.goto(buyNowPath(sku.skuId));
      const discount = page.getByRole('textbox', { name: discountLabel });
      return { page, discount, items: [{ sku_id: sku.skuId, quantity: 1 }] };
    });
  },
});

const germanMoney = (amount: string) =>
  new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(amount as `${number}`);

test('in German "1,00" of discount money takes one dollar off, never a hundred', async ({
  api,
  checkoutIn,
}) => {
  const { page, discount, items } = await checkoutIn('de', 'Rabattguthaben');
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

test('in German "10,50" to withdraw is ten dollars fifty: no complaint, and the charge and arrival follow from it', async ({
  buyer: _loggedIn,
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL ?? '', 'de');
  await page.goto('/withDraw');
  const amount = page.getByRole('textbox', { name: 'Auszahlungsbetrag' });
  await amount.fill('10,50');
  await amount.press('Tab');

  // spec §5: 1 % service charge, at least $1.00: on $10.50 that is $1.00, and $9.50 arrives.
  const arrival = page.getByRole('definition');
  await arrival.getByText('1,00 $', { exact: true }).waitFor();
  await arrival.getByText('9,50 $', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Jetzt auszahlen' }).click();
  // The other fields are refused (the first error is an alert); a refused field is marked invalid.
  await page.getByRole('main').getByRole('alert').first().waitFor();
  await expect(amount, 'the amount is not refused').not.toHaveAttribute('aria-invalid', 'true');
  assert.equal(await amount.inputValue(), '10,50', 'what the buyer typed stays as typed');
});

// The message is the contract's one text (the server answers with the same), its limit in German.
test('in German, more discount money than the order allows is refused with the limit, written "10,00 $"', async ({
  api,
  checkoutIn,
}) => {
  const { page, discount, items } = await checkoutIn('de', 'Rabattguthaben');
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

test('in Arabic, the limit inside that message is drawn as one left-to-right piece', async ({
  checkoutIn,
}) => {
  const { page, discount } = await checkoutIn('ar', 'رصيد الخصم');
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
