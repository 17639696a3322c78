import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSession } from '../support/browser.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { loginLink } from '../support/login-link.ts';
import { cookieValue, TOKEN_COOKIE } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('a startup link logs the buyer in and opens its path', async (t) => {
  const link = await loginLink(shop.server, 'demo', '/bag');
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;

  await page.goto(link);
  await page.waitForURL('**/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  assert.ok(await cookieValue(context, TOKEN_COOKIE), 'the token is stored');
  assert.equal(new URL(page.url()).search, '', 'the one-time ticket left the address bar');
  assertCleanPage(session);
});

test('a used link shows the server’s message and logs nobody in', async (t) => {
  const link = await loginLink(shop.server, 'demo', '/bag');
  const first = await openSession(shop.browser, shop.server.baseURL);
  t.after(first.close);
  await first.page.goto(link);
  await first.page.waitForURL('**/bag');

  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await page.goto(link);
  await page.getByRole('alert').waitFor();
  await page.waitForURL('**/home');
  assert.equal(await cookieValue(context, TOKEN_COOKIE), undefined);
});

test('the loading message shows while the link is checked', async (t) => {
  const link = await loginLink(shop.server, 'demo', '/bag');
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page } = session;

  await page.route('**/api/user/autologin?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(link);
  await page.getByRole('status').filter({ hasText: 'Logging you in…' }).waitFor();
  await page.waitForURL('**/bag');
});
