import { test } from '../support/fixtures.ts';

test('"Merchant entry" and "Platform seller" in settings lead to pages that say what to do and whom to contact', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

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
