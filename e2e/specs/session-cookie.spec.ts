import assert from 'node:assert/strict';
import { expect, test } from '../support/fixtures.ts';
import { DEMO, holdToken, loginThroughApi, TOKEN_COOKIE } from '../support/shop-session.ts';

type Profile = { code: number; data: { username: string | null } };

// Issue 41 items 2 and 3: the session token is an HttpOnly cookie no script reads; another site's form cannot use
// it; Security › Devices ends the other sessions at once.

test('after a login no script sees the token, and the bag still opens', async ({ session }) => {
  const { page, context } = session;
  await page.goto('/login');
  await page.getByLabel('Account').fill(DEMO.account);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  const held = (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
  assert.ok(held?.value, 'the browser holds the session');
  assert.equal(held.httpOnly, true);
  assert.equal(held.sameSite, 'Lax');
  const visible = await page.evaluate(() => document.cookie);
  assert.ok(!visible.includes(TOKEN_COOKIE), `document.cookie shows no token: ${visible}`);
  assert.ok(!visible.includes(held.value));

  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
  await expect(page).toHaveURL(/\/bag$/);
});

test('a form posted from another origin does not change the account', async ({ session, server }) => {
  const { page, context } = session;
  const token = await loginThroughApi(server.baseURL);
  await holdToken(context, server.baseURL, token);
  const profile = async () =>
    (
      (await (
        await fetch(`${server.baseURL}/api/user/getUserInfo`, { headers: { token } })
      ).json()) as Profile
    ).data.username;
  const before = await profile();

  // Another port of the same host: the same site, so the browser sends the Lax cookie with the post.
  const evil = new URL(server.baseURL);
  evil.port = String(Number(evil.port) + 1);
  await page.route(`${evil.origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${server.baseURL}/api/user/profile">
        <input name="username" value="Forged"><button>Win a prize</button></form>`,
    }),
  );
  await page.goto(`${evil.origin}/prize`);
  const answer = page.waitForResponse((response) => response.url().includes('/api/user/profile'));
  await page.getByRole('button', { name: 'Win a prize' }).click();
  assert.equal((await answer).status(), 403);
  assert.equal(await profile(), before, 'the name is unchanged');
});

test('"sign out everywhere else" logs the other browser out on its next request', async ({
  session,
  openSession,
  server,
}) => {
  const { page, context } = session;
  await holdToken(context, server.baseURL, await loginThroughApi(server.baseURL));
  const other = await openSession();
  await holdToken(other.context, server.baseURL, await loginThroughApi(server.baseURL));
  await other.page.goto('/bag');
  await other.page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();

  await page.goto('/security');
  await page.getByRole('link', { name: 'Devices' }).click();
  const list = page.getByRole('list', { name: 'Devices logged in' });
  // This browser, the other one, and the demo buyer's sessions of the tests before.
  await expect(list.getByText('This device')).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await other.page.goto('/bag');
  await other.page.waitForURL('**/login?redirect=%2Fbag');
  await page.goto('/bag');
  await page.getByRole('heading', { level: 1, name: 'Bag' }).waitFor();
});
