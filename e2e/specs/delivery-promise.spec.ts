import { deliveryPromise, formatPromise } from '@crossbay/contract/delivery-promise';
import { appInCharge } from '../support/app-in-charge.ts';
import { paidOrder } from '../support/buyer-orders.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { chooseLanguage } from '../support/shop-session.ts';

// Issue 37 item 3: the product page and the checkout say when a parcel arrives, for the buyer's default address
// (Thailand here), in business days from today in the buyer's zone and as the buyer's language writes dates.
const ZONE = 'Pacific/Auckland';
test.use({ timezoneId: ZONE });

test('the product page and the checkout show "Arrives …" in en and de', async ({
  addressedBuyer: _buyer,
  bag: [first, second],
  session,
  server,
}) => {
  const { page } = session;
  for (const shop of [first.shopId, second.shopId])
    await runOps(server, 'merchant', 'handling', String(shop), '1');
  await runOps(server, 'transit', 'set', 'TH', '2', '4');
  const promise = deliveryPromise(new Date(), ZONE, { handlingDays: 1, transitMin: 2, transitMax: 4 });
  const words = [
    { lang: 'en', arrives: 'Arrives', bag: 'Bag summary', all: 'All', checkout: 'Check out (2)' },
    {
      lang: 'de',
      arrives: 'Lieferung',
      bag: 'Übersicht des Warenkorbs',
      all: 'Alle',
      checkout: 'Zur Kasse (2)',
    },
  ];
  for (const { lang, arrives, bag, all, checkout } of words) {
    // The shop's file names are the language tags for en and de.
    const tag = lang;
    const text = `${arrives} ${formatPromise(promise, tag)}`;
    await chooseLanguage(session.context, server.baseURL, lang);
    await page.goto(`/detail/${first.productId}`);
    await expect(page.getByText(text, { exact: true })).toBeVisible();

    await page.goto('/bag');
    await appInCharge(page);
    const bagBar = page.getByRole('region', { name: bag });
    await bagBar.getByRole('checkbox', { name: all }).check();
    await bagBar.getByRole('button', { name: checkout }).click();
    await expect(page.getByText(text, { exact: true })).toHaveCount(2);
  }
  expectCleanPage(session);
});

test('a shipped order says by when it arrives, and the buyer extends its receipt time once', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const order = await paidOrder(api);
  const { promised_latest: latest } = await api.get<{ promised_latest: string }>(
    `/api/order/detail?id=${order.id}`,
  );
  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX8');
  await page.goto(`/orderInfo/${order.id}`);
  await expect(
    page.getByText(`Arrives by ${formatPromise({ earliest: latest, latest }, 'en')}`, { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Extend receipt time' }).click();
  await expect(page.getByText('Receipt time extended').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extend receipt time' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  expectCleanPage(session);
});
