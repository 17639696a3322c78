import { test } from 'node:test';
import { openSession } from '../support/browser.ts';
import { holdToken, loginThroughApi } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('"Merchant entry" and "Platform seller" in settings lead to pages that say what to do and whom to contact', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, await loginThroughApi(shop.server.baseURL));

  for (const [link, heading] of [
    ['Merchant entry', 'Open a shop on Crossbay'],
    ['Platform seller', 'Seller centre'],
  ] as const) {
    await page.goto('/setting');
    await page.getByRole('link', { name: link }).click();
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByRole('link', { name: 'support@crossbay.local' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: link }).waitFor();
  }
});
