import assert from 'node:assert/strict';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { payWithCode } from '../support/pay-sheet.ts';

// The demo buyer (server/src/seed/demo-settings.ts): payment code 123456, money on the balance.
const PAY_CODE = '123456';

// The shortest whole purchase, for a quick check of a build: `npm run test:smoke -w @crossbay/e2e`.
test('home → product → bag → checkout → paid with the payment code', { tag: '@smoke' }, async ({
  addressedBuyer: { api },
  session,
}) => {
  const { page } = session;
  await page.goto('/home');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Outdoors' }).click();
  await page.getByRole('list', { name: 'Outdoors' }).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
  await page
    .getByRole('group', { name: 'Specification' })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: 'Add to bag' }).click();

  await page.getByRole('link', { name: 'Bag, 1 item', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  const summary = page.getByRole('region', { name: 'Bag summary' });
  await summary.getByRole('checkbox', { name: 'All' }).check();
  await summary.getByRole('button', { name: 'Check out (1)' }).click();

  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('region', { name: 'Shipping address' }).getByText('Dana Buyer').waitFor();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await payWithCode(page, PAY_CODE);

  await page.waitForURL('**/myPurchases/waiting_deliver');
  await page.getByRole('tab', { name: 'Waiting to ship (1)', selected: true }).waitFor();
  const paid = await api.get<{ list: unknown[] }>('/api/user/order_list?status=waiting_deliver');
  assert.equal(paid.list.length, 1, 'one paid order waits for delivery');
  expectCleanPage(session);
});
