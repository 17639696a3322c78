import assert from 'node:assert/strict';
import { displayAmount } from '@crossbay/contract/display-currency';
import { parseCents } from '@crossbay/contract/money';
import { appInCharge } from '../support/app-in-charge.ts';
import { appTexts } from '../support/app-texts.ts';
import { test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { payWithCode } from '../support/pay-sheet.ts';
import { chooseLanguage } from '../support/shop-session.ts';

const PAY_CODE = '123456';
const EUR_PER_USD = '0.9213';

type Detail = { price: string };
type Order = { id: number; total: string; display: { currency: string; per_usd: string } | null };

test('a German buyer sees "≈ … €" beside the dollar on a card, the detail, bag, checkout and the order, and pays in dollars', async ({
  addressedBuyer: { api },
  bag: [first],
  page,
  context,
  server,
  baseURL,
}) => {
  await runOps(server, 'rates', 'set', 'EUR', EUR_PER_USD);
  await chooseLanguage(context, baseURL ?? '', 'de');
  const t = await appTexts('de');
  // "≈ 11,07 €": the dollar amount at the operator's rate, as a German reads euros.
  const euros = (dollars: string) =>
    t('price.approx', {
      amount: new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(
        displayAmount(parseCents(dollars) ?? 0, EUR_PER_USD, 'EUR') as `${number}`,
      ),
    });
  const balanceBefore = (await api.get<{ balance: string }>('/api/user/getUserInfo')).balance;

  await page.goto('/home');
  await page
    .getByRole('link')
    .getByText(/^≈ \d[\d.]*,\d\d\s€$/)
    .first()
    .waitFor();

  const { price } = await api.get<Detail>(`/api/product/detail?id=${first.productId}`);
  await page.goto(`/detail/${first.productId}`);
  await page.getByRole('main').getByText(euros(price), { exact: true }).first().waitFor();

  await page.goto('/bag');
  await appInCharge(page);
  await page.getByText(euros(price), { exact: true }).first().waitFor();
  const bagBar = page.getByRole('region', { name: t('orders.bag.summary') });
  await bagBar.getByRole('checkbox', { name: t('orders.bag.selectAll'), exact: true }).check();
  await bagBar.getByText(/^≈ /).waitFor();
  await bagBar.getByRole('button', { name: t('orders.bag.checkout', { count: 2 }) }).click();

  await page.getByRole('button', { name: t('orders.checkout.submit') }).waitFor();
  await page
    .getByRole('region', { name: t('orders.checkout.summary') })
    .getByText(/^≈ /)
    .waitFor();
  await page.getByRole('button', { name: t('orders.checkout.submit') }).click();

  await payWithCode(page, PAY_CODE, t);
  await page.waitForURL('**/myPurchases/waiting_deliver');

  const paid = await api.get<{ list: Order[] }>('/api/user/order_list?status=waiting_deliver');
  const order = paid.list[0];
  assert.ok(order);
  assert.deepEqual(
    { currency: order.display?.currency, per_usd: order.display?.per_usd },
    { currency: 'EUR', per_usd: EUR_PER_USD },
    'the order keeps the rate shown at checkout',
  );
  const spent = paid.list.reduce((sum, o) => sum + (parseCents(o.total) ?? 0), 0);
  const balanceAfter = (await api.get<{ balance: string }>('/api/user/getUserInfo')).balance;
  assert.equal((parseCents(balanceBefore) ?? 0) - (parseCents(balanceAfter) ?? 0), spent, 'paid in dollars');

  await page.goto(`/orderInfo/${order.id}`);
  await page.getByText(euros(order.total), { exact: true }).first().waitFor();
});
