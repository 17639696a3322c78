import assert from 'node:assert/strict';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import { expect, type Page } from '@playwright/test';
import { enterPlace } from '../support/address-form.ts';
import { waitForAnnouncement } from '../support/announcements.ts';
import { type AppText, appTexts } from '../support/app-texts.ts';
import { newBuyer } from '../support/buyers.ts';
import { test as base, expectCleanPage, keepScreenshot, type Session } from '../support/fixtures.ts';
import { payWithCode } from '../support/pay-sheet.ts';
import { addHomeAddress, productWithSpecs, type ShopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// A first purchase that just works: each journey starts from a buyer registered a moment ago
// (no address unless the test adds one), on a phone (390x844).
const PAY_CODE = '270519';
let buyers = 0;

type Buyer = { api: ShopApi; session: Session; page: Page; text: AppText };

const test = base.extend<{ freshBuyer: (locale: 'en' | 'ar') => Promise<Buyer> }>({
  /** A new buyer with a payment code set through /api/user/resetPay, money granted, logged in on a phone. */
  freshBuyer: async ({ server, session }, use) => {
    await use(async (locale) => {
      buyers += 1;
      const { api, token } = await newBuyer(server, `first_${locale}_${buyers}`, {
        payCode: PAY_CODE,
        grant: '2000.00',
      });
      await chooseLanguage(session.context, server.baseURL, locale);
      await holdToken(session.context, server.baseURL, token);
      return { api, session, page: session.page, text: await appTexts(locale) };
    });
  },
});

/** The first order card is on screen and nothing (the status tabs, a band) lies over it. */
async function assertFirstOrderUncovered(page: Page): Promise<void> {
  const card = page.getByRole('article').first();
  await card.waitFor();
  const tabs = await page.getByRole('tablist').boundingBox();
  const box = await card.boundingBox();
  assert.ok(tabs && box, 'the tabs and the first order are drawn');
  assert.ok(
    box.y >= tabs.y + tabs.height,
    `the first order (top ${box.y}) starts below the tabs (bottom ${tabs.y + tabs.height})`,
  );
  const hit = await card.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + 8);
    const middle = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return { top: element.contains(top), middle: element.contains(middle) };
  });
  assert.deepEqual(hit, { top: true, middle: true }, 'the first order card is what a tap on it reaches');
}

/** Nothing wider than the phone: a page wider than its viewport pans, and fixed bars slide off the edge. */
async function assertFitsThePhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    phone: window.innerWidth,
  }));
  assert.ok(widths.page <= widths.phone, `the page is ${widths.page} px wide on a ${widths.phone} px phone`);
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a new buyer finds a product, chooses its spec, adds an address in checkout and pays`, async ({
    freshBuyer,
  }) => {
    const { api, session, page, text } = await freshBuyer(locale);
    const product = await productWithSpecs(api);

    // Find it as a buyer does: the search on the home board.
    await page.goto('/home');
    await page.getByRole('link', { name: text('catalog.search.open') }).click();
    const box = page.getByRole('searchbox');
    await box.fill(product.name);
    await box.press('Enter');
    await page
      .getByRole('list', { name: text('catalog.search.products') })
      .getByRole('link', { name: product.name })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: text('routes.detail') }).waitFor();

    // "Buy now" with no specification chosen opens the chooser; confirming there buys.
    await page.getByRole('button', { name: text('catalog.detail.buyNow') }).click();
    const chooser = page.getByRole('dialog', { name: text('catalog.detail.chooseSpecTitle') });
    await chooser.waitFor();
    await chooser.getByRole('radio', { name: product.sku.spec, exact: true }).check();
    await keepScreenshot(page, `first-purchase-spec-${locale}-390x844.png`);
    await chooser.getByRole('button', { name: text('catalog.detail.buyNow') }).click();
    await page.waitForURL(`**${buyNowPath(product.sku.id)}`);

    // No address yet: the goods and their totals are there, with a way to add the address in place.
    await page.getByRole('heading', { level: 1, name: text('routes.checkout') }).waitFor();
    const expected = await api.post<{ total: string; address: unknown }>('/api/order/preview', {
      items: [{ sku_id: product.sku.id, quantity: 1 }],
    });
    assert.equal(expected.address, null, 'the buyer has no address yet');
    // The total is the last figure of the summary (the goods come first and may be the same amount).
    const summary = page.getByRole('region', { name: text('orders.checkout.summary') });
    await summary
      .getByText(await money(page, expected.total), { exact: true })
      .last()
      .waitFor();
    const shipTo = page.getByRole('region', { name: text('orders.checkout.address') });
    await shipTo.getByText(text('orders.checkout.noAddress')).waitFor();
    await assertFitsThePhone(page);
    await keepScreenshot(page, `first-purchase-no-address-${locale}-390x844.png`);

    await shipTo.getByRole('button', { name: text('orders.checkout.addAddress') }).click();
    const form = page.getByRole('dialog', { name: text('orders.checkout.addAddress') });
    await form.waitFor();
    await form.getByLabel(text('addressForm.addressee')).fill('Layla Haddad');
    await form.getByLabel(text('addressForm.phone')).fill('+971 50 123 4567');
    await enterPlace(page, form, text, {
      country: locale === 'ar' ? 'الإمارات العربية المتحدة' : 'United Arab Emirates',
      choose: [['addressForm.regionKind.emirate', locale === 'ar' ? 'دبي' : 'Dubai']],
      fill: [['addressForm.street', 'Marina Walk 8, flat 12']],
    });
    await assertFitsThePhone(page);
    await keepScreenshot(page, `first-purchase-address-form-${locale}-390x844.png`);
    await form.getByRole('button', { name: text('common.save'), exact: true }).click();
    await waitForAnnouncement(page, text('addressForm.saved'));

    // Back on the same checkout, the new address is the one chosen.
    await shipTo.getByText('Layla Haddad').waitFor();
    assert.match(page.url(), new RegExp(`/checkout\\?sku=${product.sku.id}&qty=1$`), 'checkout never left');
    await page.getByRole('button', { name: text('orders.checkout.submit') }).click();

    await payWithCode(page, PAY_CODE, text);

    // The order list right after paying: the order is there, and nothing covers it.
    await page.waitForURL('**/myPurchases/waiting_deliver');
    await page
      .getByRole('tab', { name: `${text('orders.status.waiting_deliver')} (1)`, selected: true })
      .waitFor();
    await assertFirstOrderUncovered(page);
    await keepScreenshot(page, `first-purchase-paid-${locale}-390x844.png`);
    const orders = await api.get<{ list: { status: string; address: { addressee: string } | null }[] }>(
      '/api/user/order_list?status=waiting_deliver',
    );
    assert.equal(orders.list.length, 1);
    assert.equal(orders.list[0]?.address?.addressee, 'Layla Haddad');
    expectCleanPage(session);
  });
}

// The order list's tabs once dropped over the first order after paying when the list's Tabs styles arrived
// after the orders styles, which is the case when the visit began on a product page (a shared link).
// "Buy now" once also deleted the bag's line of the same spec, whatever it held.
test('bought from a shared product link: after paying, nothing covers the first order and the bag keeps its line', async ({
  freshBuyer,
}) => {
  const { api, session, page } = await freshBuyer('en');
  const product = await productWithSpecs(api);
  await addHomeAddress(api);
  await api.post('/api/cart/add', { sku_id: product.sku.id, quantity: 2 });

  await page.goto(`/detail/${product.productId}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a specification' });
  await chooser.getByRole('radio', { name: product.sku.spec, exact: true }).check();
  await chooser.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('region', { name: 'Shipping address' }).getByText('Dana Buyer').waitFor();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await payWithCode(page, PAY_CODE);

  await page.waitForURL('**/myPurchases/waiting_deliver');
  await assertFirstOrderUncovered(page);
  await keepScreenshot(page, 'first-purchase-paid-from-link-en-390x844.png');

  await page.goto('/bag');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  expectCleanPage(session);
});

test('"Add to bag" with no spec chosen opens the chooser, and the chosen spec lands in the bag', async ({
  freshBuyer,
}) => {
  const { api, session, page, text } = await freshBuyer('en');
  const product = await productWithSpecs(api, 'physical', { ownPicture: true });

  await page.goto(`/detail/${product.productId}`);
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a specification' });
  await chooser.waitFor();
  // Confirming before choosing says which choice is missing.
  await chooser.getByRole('button', { name: 'Add to bag' }).click();
  await chooser.getByRole('alert').getByText('Please choose a specification first').waitFor();
  await chooser.getByRole('radio', { name: product.sku.spec, exact: true }).check();
  // The chosen colour's own picture, not the product's first (issue 34), in the sheet and then in the bag.
  const ownPicture = product.picture ?? '';
  await expect(chooser.locator('img').first()).toHaveAttribute('src', ownPicture);
  await chooser.getByRole('button', { name: 'Add to bag' }).click();
  await waitForAnnouncement(page, text('catalog.detail.added'));
  await chooser.waitFor({ state: 'hidden' });

  const bag = await api.get<{ shops: { items: { sku_id: number; quantity: number }[] }[] }>('/api/cart/list');
  assert.deepEqual(
    bag.shops.flatMap((s) => s.items).map((item) => [item.sku_id, item.quantity]),
    [[product.sku.id, 1]],
  );
  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  await page.getByText(product.sku.spec, { exact: true }).waitFor();
  await expect(page.getByRole('main').locator(`img[src="${ownPicture}"]`)).toHaveCount(1);
  expectCleanPage(session);
});

test('/myPurchases with no status shows the order list on "All"', async ({ freshBuyer }) => {
  const { api, session, page } = await freshBuyer('en');
  const card = await skuOf(api, 'virtual');
  const preview = await api.post<{ total: string }>('/api/order/preview', {
    items: [{ sku_id: card.skuId, quantity: 1 }],
  });
  await api.post('/api/order/create', {
    items: [{ sku_id: card.skuId, quantity: 1 }],
    expected_total: preview.total,
  });

  await page.goto('/myPurchases');
  await page.getByRole('heading', { level: 1, name: 'My purchases' }).waitFor();
  await page.getByRole('tab', { name: 'All (1)', selected: true }).waitFor();
  await assertFirstOrderUncovered(page);
  // The Me tab has a place of its own, and the order list still counts as part of it.
  const me = page.getByRole('navigation').getByRole('link', { name: 'Me', exact: true });
  assert.equal(await me.getAttribute('aria-current'), 'page');
  await me.click();
  await page.waitForURL('**/me');
  await page.getByRole('heading', { name: 'My wallet' }).waitFor();
  expectCleanPage(session);
});

test('checking out with nothing selected says "at least one item", in the bag and at checkout', async ({
  freshBuyer,
}) => {
  const { api, session, page } = await freshBuyer('en');
  const sku = await skuOf(api, 'physical');
  await api.post('/api/cart/add', { sku_id: sku.skuId, quantity: 1 });

  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  const bar = page.getByRole('region', { name: 'Bag summary' });
  await bar.getByRole('button', { name: 'Check out (0)' }).click();
  await waitForAnnouncement(page, 'Please select at least one item');
  assert.match(page.url(), /\/bag$/, 'nothing to check out stays in the bag');

  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Nothing to check out' }).waitFor();
  await page.getByText('Please select at least one item').waitFor();
  expectCleanPage(session);
});

test('Submit with no address opens the address form and says an address must be chosen', async ({
  freshBuyer,
}) => {
  const { api, session, page } = await freshBuyer('en');
  const sku = await skuOf(api, 'physical');

  await page.goto(buyNowPath(sku.skuId));
  await page.getByRole('button', { name: 'Submit order' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  await form.getByRole('alert').getByText('Please choose a shipping address').waitFor();
  // Closing it leaves the checkout as it was, and no order was made.
  await form.getByRole('button', { name: 'Close' }).click();
  await form.waitFor({ state: 'hidden' });
  await page
    .getByRole('region', { name: 'Shipping address' })
    .getByText('Where should we send your order?')
    .waitFor();
  const orders = await api.get<{ total: number }>('/api/user/order_list');
  assert.equal(orders.total, 0);
  expectCleanPage(session);
});

/** An amount as a buyer reads it: "$20.99" in English and in Arabic, by the browser's Intl. */
function money(page: Page, amount: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value as `${number}`),
    amount,
  );
}
