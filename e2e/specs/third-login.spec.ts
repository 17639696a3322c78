import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { type OidcProvider, startOidcProvider } from '../../server/test/support/oidc-provider.ts';
import { waitForAnnouncement } from '../support/announcements.ts';
import { launchBrowser, openSession } from '../support/browser.ts';
import { assertCleanPage } from '../support/clean-page.ts';
import { freePort, type RunningServer, startServer } from '../support/server.ts';
import { cookieValue, TOKEN_COOKIE } from '../support/shop-session.ts';

const CLIENT_ID = 'crossbay-e2e';
const CLIENT_SECRET = randomBytes(24).toString('base64url');

let provider: OidcProvider;
let server: RunningServer;
let browser: Browser;

before(async () => {
  // The provider only sends people back to the address it knows, so the shop's port is chosen first.
  const port = await freePort();
  provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `http://localhost:${port}/login`,
    people: {
      'mina-sub': { preferred_username: 'mina.park', email: 'mina@example.com', email_verified: true },
    },
  });
  server = await startServer({
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

test('a buyer signs in with another service and lands where they were going', async (t) => {
  const session = await openSession(browser, server.baseURL);
  t.after(session.close);
  const { page, context } = session;

  await page.goto('/myFavourite');
  await page.waitForURL('**/login?redirect=%2FmyFavourite');
  await page.getByRole('button', { name: 'Sign in with another service' }).click();

  // The provider's own (development) pages: sign in, then allow the shop to know who this is.
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill('mina-sub');
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await page.waitForURL(`${server.baseURL}/myFavourite`);
  await waitForAnnouncement(page, 'Login successful');
  assert.ok(await cookieValue(context, TOKEN_COOKIE), 'the shop keeps its own session token');
  assert.ok(provider.paths.includes('/token'), 'the shop exchanged the code at the provider');

  await page.goto('/profile');
  await page.getByText('mina@example.com').waitFor();
  assertCleanPage(session);
});
