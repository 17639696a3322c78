import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { type OidcProvider, startOidcProvider } from '../../server/test/support/oidc-provider.ts';
import { waitForAnnouncement } from '../support/announcements.ts';
import { test as base, expectCleanPage } from '../support/fixtures.ts';
import { freePort } from '../support/server.ts';
import { cookieValue, TOKEN_COOKIE } from '../support/shop-session.ts';

const CLIENT_ID = 'crossbay-e2e';
const CLIENT_SECRET = randomBytes(24).toString('base64url');

type Oidc = { provider: OidcProvider; serverEnv: Record<string, string> };

/** The provider, started once for the file; the file's server is started with its settings. */
let started: Promise<Oidc> | undefined;

async function startProvider(): Promise<Oidc> {
  // The provider only sends people back to the address it knows, so the shop's port is chosen first.
  const port = await freePort();
  const provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `http://localhost:${port}/login`,
    people: {
      'mina-sub': { preferred_username: 'mina.park', email: 'mina@example.com', email_verified: true },
    },
  });
  const serverEnv = {
    PORT: String(port),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  };
  return { provider, serverEnv };
}

const test = base.extend<{ oidc: Oidc }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  oidc: async ({}, use) => {
    started ??= startProvider();
    await use(await started);
  },
  serverEnv: async ({ oidc }, use) => {
    await use(oidc.serverEnv);
  },
});

test.afterAll(async () => {
  await (await started)?.provider.close();
});

test('a buyer signs in with another service and lands where they were going', async ({
  oidc: { provider },
  server,
  session,
}) => {
  const { page, context } = session;

  await page.goto('/myFavourite');
  await page.waitForURL('**/login?redirect=%2FmyFavourite');
  await page.getByRole('button', { name: 'Sign in with another service' }).click();

  // The provider's own (development) pages: sign in, then allow the shop to know who this is.
  await page.waitForURL(`${provider.issuer}/**`);
  await page.getByPlaceholder('Enter any login').fill('mina-sub');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(`${server.baseURL}/myFavourite`);
  await waitForAnnouncement(page, 'Login successful');
  assert.ok(await cookieValue(context, TOKEN_COOKIE), 'the shop keeps its own session token');
  assert.ok(provider.paths.includes('/token'), 'the shop exchanged the code at the provider');

  await page.goto('/profile');
  await page.getByText('mina@example.com').waitFor();
  expectCleanPage(session);
});
