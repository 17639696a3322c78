import assert from 'node:assert/strict';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import { expect } from '@playwright/test';
import { keepScreenshot, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { skuOf } from '../support/shop-api.ts';

type Preview = { total: string; voucher: string; shops: { voucher_used: { id: number } | null }[] };
type Detail = { skus: { id: number; price: string }[] };

const dollars = (amount: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount as `${number}`);

test('a voucher collected on the product page is applied at checkout and given back when the order is cancelled', async ({
  addressedBuyer: { api },
  page,
  server,
}) => {
  const line = await skuOf(api, 'physical');
  const detail = await api.get<Detail>(`/api/product/detail?id=${line.productId}`);
  const price = Number(detail.skus.find((s) => s.id === line.skuId)?.price);
  // "$2.00 off $N": a minimum spend the product's price reaches.
  const min = `${Math.max(1, Math.floor(price / 10) * 10)}.00`;
  await runOps(
    server,
    'voucher',
    'add',
    '--kind',
    'fixed',
    '--value',
    '2.00',
    '--min-spend',
    min,
    '--merchant',
    String(line.shopId),
  );
  const deal = `${dollars('2.00')} off ${dollars(min)}`;

  await page.goto(`/detail/${line.productId}/${line.shopId}`);
  const vouchers = page.getByRole('region', { name: 'Vouchers' });
  await vouchers.getByRole('button', { name: `Collect ${deal}` }).click();
  await expect(vouchers.getByRole('button', { name: `Collected · ${deal}` })).toBeDisabled();
  await keepScreenshot(page, 'product-voucher-collected');

  const items = [{ sku_id: line.skuId, quantity: 1 }];
  const without = await api.post<Preview>('/api/order/preview', {
    items,
    vouchers: [{ merchant_id: line.shopId, voucher_id: null }],
  });
  const withVoucher = await api.post<Preview>('/api/order/preview', { items });
  assert.equal(withVoucher.voucher, '2.00');
  assert.equal(Number(withVoucher.total), Number(without.total) - 2);

  await page.goto(buyNowPath(line.skuId));
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('button', { name: `Choose a voucher: ${deal}` }).waitFor();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByText(dollars(withVoucher.total), { exact: true }).waitFor();
  await keepScreenshot(page, 'checkout-voucher');
  await page.getByRole('button', { name: 'Submit order' }).click();
  const paySheet = page.getByRole('dialog', { name: 'Pay now' });
  await paySheet.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Pay later in my orders' }).click();

  await page.waitForURL('**/myPurchases/waiting_pay');
  const card = page.getByRole('article').first();
  await card.getByText(dollars(withVoucher.total)).first().waitFor();
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto('/vouchers');
  await page.getByRole('tab', { name: 'Usable (1)' }).waitFor();
  await page.getByRole('list', { name: 'Usable (1)' }).getByText(deal).waitFor();
  await keepScreenshot(page, 'my-vouchers');
});
