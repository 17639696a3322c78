import assert from 'node:assert/strict';
import { waitForAnnouncement } from '../support/announcements.ts';
import { waitForTitle } from '../support/document-title.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { cookieValue, DEMO, holdToken, TOKEN_COOKIE } from '../support/shop-session.ts';

test('an anonymous visitor asking for /orderInfo/1 is sent to /login, then back after logging in', async ({
  session,
}) => {
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
  expectCleanPage(session);
});

test('the login form asks for the account and the password', async ({ session }) => {
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

test('an anonymous visitor may open /detail/1, /shop/2 and /explore', async ({ session }) => {
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
  expectCleanPage(session);
});

test('a logged-in buyer opening /login goes to / (and on to /home)', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

  await page.goto('/login');
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  expectCleanPage(session);
});

test('a token the server no longer knows is dropped on the way in', async ({ session, server }) => {
  const { page, context } = session;
  await holdToken(context, server.baseURL, 'not-a-real-token');

  await page.goto('/bag');
  await page.waitForURL('**/login?redirect=%2Fbag');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  assert.equal(await cookieValue(context, TOKEN_COOKIE), undefined, 'the Admin-Token cookie is gone');
});
