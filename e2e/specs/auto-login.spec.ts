import assert from 'node:assert/strict';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { loginLink } from '../support/login-link.ts';
import { cookieValue, TOKEN_COOKIE } from '../support/shop-session.ts';

test('a startup link logs the buyer in and opens its path', async ({ server, session }) => {
  const link = await loginLink(server, 'demo', '/bag');
  const { page, context } = session;

  await page.goto(link);
  await page.waitForURL('**/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  assert.ok(await cookieValue(context, TOKEN_COOKIE), 'the token is stored');
  assert.equal(new URL(page.url()).search, '', 'the one-time ticket left the address bar');
  expectCleanPage(session);
});

test('a used link shows the server’s message and logs nobody in', async ({
  server,
  session,
  openSession,
}) => {
  const link = await loginLink(server, 'demo', '/bag');
  const first = await openSession();
  await first.page.goto(link);
  await first.page.waitForURL('**/bag');

  const { page, context } = session;
  await page.goto(link);
  await page.getByRole('alert').waitFor();
  await page.waitForURL('**/home');
  assert.equal(await cookieValue(context, TOKEN_COOKIE), undefined);
});

test('the loading message shows while the link is checked', async ({ server, page }) => {
  const link = await loginLink(server, 'demo', '/bag');

  await page.route('**/api/user/autologin?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(link);
  await page.getByRole('status').filter({ hasText: 'Logging you in…' }).waitFor();
  await page.waitForURL('**/bag');
});
