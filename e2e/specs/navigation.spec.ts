import assert from 'node:assert/strict';
import { waitForTitle } from '../support/document-title.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/shop-session.ts';

// Every row of spec §2 with sample parameters, and its English title.
const ROUTES: [path: string, title: string][] = [
  ['/home', 'Home'],
  ['/code', 'Home'],
  ['/explore', 'Explore'],
  ['/bag', 'Bag'],
  ['/order', 'Order'],
  ['/orderInfo/1', 'Order details'],
  ['/comment', 'Write a review'],
  ['/refund/1/SN0001/3,4/12', 'Apply for a refund'],
  ['/checkout', 'Checkout'],
  ['/myPurchases', 'My purchases'],
  ['/myPurchases/2', 'My purchases'],
  ['/language', 'Language'],
  ['/notification', 'Notifications'],
  ['/profile', 'Personal profile'],
  ['/forgotPassword', 'Forgot password'],
  ['/changePassword', 'Change login password'],
  ['/changePayPwd', 'Change payment code'],
  ['/passwords', 'Passwords'],
  ['/helpAndSupport', 'Help and support'],
  ['/withDraw', 'Withdraw'],
  ['/depositRecord', 'Withdrawal records'],
  ['/topUp', 'Recharge'],
  ['/walletTopUp', 'On-chain top-up'],
  ['/cardTopUp', 'Card top-up'],
  ['/topUpRecord', 'Recharge records'],
  ['/capitalRecord', 'Fund records'],
  ['/myFavourite', 'Following'],
  ['/payment', 'Payment'],
  ['/security', 'Security'],
  ['/heart', 'Wishlist'],
  ['/filter', 'Filter'],
  ['/setting', 'Settings'],
  ['/search', 'Search'],
  ['/popular', 'Popular products'],
  ['/detail/1/2', 'Product details'],
  ['/register', 'Register'],
  ['/platform', 'About the platform'],
  ['/law', 'Law and policy'],
  ['/address', 'Shipping addresses'],
  ['/addressForm/3', 'Shipping address'],
  ['/shop/1', 'Shop'],
  ['/products', 'All products'],
  ['/service', 'Customer service'],
  ['/complaint/1', 'Complaint'],
  ['/platformComplaint', 'Complaints and suggestions'],
  ['/consult/1/2', 'Ask the shop'],
  ['/consult/list', 'My questions'],
  ['/consult/detail/1', 'Question details'],
];

test('/ goes to /home', async ({ session }) => {
  const { page } = session;

  await page.goto('/');
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  await waitForTitle(page, 'Home | Crossbay');
  expectCleanPage(session);
});

test("the tabs' screens are fetched while the visitor reads Home, before any tap", async ({ session }) => {
  const { page } = session;
  const fetched = (screen: string) =>
    page.waitForRequest((request) => new RegExp(`/assets/${screen}-[\\w-]+\\.js$`).test(request.url()));
  const explore = fetched('explore-screen');
  const bag = fetched('bag-screen');

  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  await Promise.all([explore, bag]);
  await page.getByRole('link', { name: 'Explore' }).click();
  await waitForTitle(page, 'Explore | Crossbay');
  expectCleanPage(session);
});

test('every route of spec §2 opens for a logged-in buyer, titled, without a console error', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await page.getByRole('main').waitFor();
    // /order is the order list's old name: it opens the list of all orders.
    const landing = path === '/order' ? '/myPurchases/all' : path;
    assert.equal(new URL(page.url()).pathname, landing, `${path} opens ${landing}`);
    await waitForTitle(page, `${path === '/order' ? 'My purchases' : title} | Crossbay`);
  }
  await page.waitForLoadState('networkidle');
  expectCleanPage(session);
});

test('a refund address carrying a decimal amount opens directly', async ({ buyer: _loggedIn, session }) => {
  const { page } = session;

  // spec §2: /refund/{id?}/{sn?}/{product_ids?}/{amount?}, and an amount has cents.
  const response = await page.goto('/refund/1/SN0001/3,4/12.50');
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { level: 1, name: 'Apply for a refund' }).waitFor();
});

test('an unknown address shows a page-not-found state with the way home', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
  await waitForTitle(page, 'Page not found | Crossbay');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await page.waitForURL('**/home');
});

test('titles follow the route in English and in German', async ({ server, openSession }) => {
  const expected = {
    en: { '/home': 'Home', '/explore': 'Explore', '/detail/1': 'Product details', '/login': 'Log in' },
    de: {
      '/home': 'Startseite',
      '/explore': 'Entdecken',
      '/detail/1': 'Produktdetails',
      '/login': 'Anmelden',
    },
  };
  for (const [locale, titles] of Object.entries(expected)) {
    const { page, context } = await openSession();
    await chooseLanguage(context, server.baseURL, locale);
    // A placeholder title until the first navigation has settled.
    await page.goto('/home');
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await waitForTitle(page, `${title} | Crossbay`);
    }
  }
});

test('the title follows in-app navigation and a language switch', async ({ session }) => {
  const { page } = session;

  await page.goto('/home');
  await page.getByRole('link', { name: 'Explore' }).click();
  await waitForTitle(page, 'Explore | Crossbay');
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await waitForTitle(page, 'Startseite | Crossbay');
  await page.getByRole('link', { name: 'Entdecken' }).waitFor();
  expectCleanPage(session);
});

test.describe('a short phone', () => {
  test.use({ viewport: { width: 390, height: 320 } });

  test('home keeps its scroll position and its screen; /detail is never kept', async ({ page }) => {
    await page.goto('/home');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByText('Toys', { exact: true }).waitFor();
    const homeList = await categories.elementHandle();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 50, `home scrolls (${scrolled})`);

    // A screen seen for the first time starts at the top, reached smoothly.
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/explore**');
    await page.getByRole('tablist').first().waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, scrolled);
    assert.equal(
      await homeList?.evaluate((node) => node.isConnected),
      true,
      'the same home screen came back',
    );

    await page.goto('/detail/3');
    const detail = await page.getByRole('main').elementHandle();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    assert.equal(await detail?.evaluate((node) => node.isConnected), false, '/detail was not kept');
  });
});

test('a thin progress bar without a spinner shows while a screen loads', async ({ session }) => {
  const { page } = session;

  // The login screen's code arrives slowly, so that the bar has time to be seen.
  await page.route('**/assets/login-screen-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const barShown = page.waitForFunction(() => {
    const bar = document.getElementById('nprogress');
    return bar !== null && bar.querySelector('[role="spinner"]') === null;
  });
  await page.getByRole('link', { name: 'Me', exact: true }).click();
  await barShown;
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.waitForFunction(() => document.getElementById('nprogress') === null);
});
