import assert from 'node:assert/strict';
import { waitForAnnouncement } from '../support/announcements.ts';
import { expect, expectCleanPage, testWithMail as test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { cookieValue, TOKEN_COOKIE } from '../support/shop-session.ts';

// Issue 35 item 5: wrong passwords hold a login back at this place, never the owner out: the login screen
// then offers a one-time link by email, which logs the buyer in.
const EMAIL = 'held.back@crossbay.test';

test('a login held back after wrong passwords offers a link by email that logs the buyer in', async ({
  server,
  session,
  mail,
}) => {
  await runOps(server, 'user', 'create', 'heldback', 'secret-pass-1', '--email', EMAIL);
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Account').fill('heldback');
  const logIn = page.getByRole('button', { name: 'Log in' });
  const answered = () => page.waitForResponse((r) => r.url().includes('/api/user/login?'));
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-pass-${i}`);
    // The same toast five times is announced once: each try is waited for by its answer.
    const [answer] = await Promise.all([answered(), logIn.click()]);
    expect((await answer.json()).msg).toBe('Wrong account or password');
  }
  const offer = page.getByRole('button', { name: 'Email me a login link' });
  await expect(offer).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await logIn.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We can email you a one-time login link' }),
  ).toBeVisible();

  await offer.click();
  await waitForAnnouncement(page, 'If the account has an email address, a login link is on its way.');
  await expect(offer).toBeDisabled();
  await expect.poll(() => mail.mails.filter((m) => m.to.includes(EMAIL)).length).toBe(1);
  const text = mail.mails.find((m) => m.to.includes(EMAIL))?.text ?? '';
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  assert.ok(link.startsWith(server.baseURL), `a link to this shop in: ${text}`);

  await page.goto(link);
  await page.waitForURL('**/home');
  await expect.poll(() => cookieValue(session.context, TOKEN_COOKIE)).toBeTruthy();
  // The held-back login answered 429 on purpose; nothing else failed.
  expectCleanPage(session, (url) => url.includes('/api/user/login?'));
});
