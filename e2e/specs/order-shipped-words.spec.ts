import { shippedOrder } from '../support/buyer-orders.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/shop-session.ts';

// Issue 37 item 1: the state after `ops order ship` (internally "delivered") is the parcel on its way; a buyer
// reading "Delivered" beside "Confirm receipt" would confirm too early.
test('a shipped order reads "Shipped" on the order, its status tab and the Me tab, in en and de', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const order = await shippedOrder(api, server, 'KX7');

  const words = [
    { lang: 'en', shipped: 'Shipped', waiting: 'Waiting to ship' },
    { lang: 'de', shipped: 'Versandt', waiting: 'Warten auf Versand' },
  ];
  for (const { lang, shipped, waiting } of words) {
    await chooseLanguage(session.context, server.baseURL, lang);
    await page.goto(`/orderInfo/${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: shipped, exact: true })).toBeVisible();

    await page.goto('/myPurchases/delivered');
    await expect(page.getByRole('tab', { name: `${shipped} (1)`, selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: waiting, exact: true })).toBeVisible();

    await page.goto('/me');
    await expect(page.getByRole('link', { name: `${shipped} (1)` })).toBeVisible();
  }
  expectCleanPage(session);
});
