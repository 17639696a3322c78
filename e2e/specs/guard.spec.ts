import assert from 'node:assert/strict';
import { test } from 'node:test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { openSession } from '../support/browser.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { waitForTitle } from '../support/document-title.ts';
import { cookieValue, DEMO, holdToken, loginThroughApi, TOKEN_COOKIE } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('an anonymous visitor asking for /orderInfo/1 is sent to /login, then back after logging in', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;

  await page.goto('/orderInfo/1');
  await waitForAnnouncement(page, 'Please login first');
  await page.waitForURL('**/login?redirect=%2ForderInfo%2F1');
  await waitForTitle(page, 'Log in | Crossbay');

  await page.getByLabel('Account').fill(DEMO.account);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Order 1 is not the demo buyer's: its "not found" toast follows at once and replaces this one.
  await waitForAnnouncement(page, 'Login successful');
  await page.waitForURL('**/orderInfo/1');
  await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor();
  assert.ok(await cookieValue(context, TOKEN_COOKIE), 'the token is kept in the Admin-Token cookie');
  assertCleanPage(session);
});

test('the login form asks for the account and the password', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page } = session;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Please enter your account').waitFor();
  await page.getByText('Please enter your password').waitFor();

  await page.getByLabel('Account').fill(DEMO.account);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  assert.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The server's message for a failed login (code other than 1) shows as it is.
  await page
    .getByRole('alert')
    .filter({ hasText: /password/i })
    .waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
});

test('an anonymous visitor may open /detail/1, /shop/2 and /explore', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page } = session;

  for (const [path, title] of [
    ['/detail/1', 'Product details'],
    ['/shop/2', 'Shop'],
    ['/explore', 'Explore'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(new URL(page.url()).pathname, path);
  }
  assertCleanPage(session);
});

test('a logged-in buyer opening /login goes to / (and on to /home)', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, await loginThroughApi(shop.server.baseURL));

  await page.goto('/login');
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  assertCleanPage(session);
});

test('a token the server no longer knows is dropped on the way in', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, 'not-a-real-token');

  await page.goto('/bag');
  await page.waitForURL('**/login?redirect=%2Fbag');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  assert.equal(await cookieValue(context, TOKEN_COOKIE), undefined, 'the Admin-Token cookie is gone');
});
