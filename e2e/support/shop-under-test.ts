import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export type ShopUnderTest = { server: RunningServer; browser: Browser };

/**
 * The real server on a fresh database and one Chromium, started before a spec file's tests and stopped
 * after; `prepare` sets the scene once they run (one hook, so it never runs before the server is up).
 */
export function shopUnderTest(
  prepare?: (shop: ShopUnderTest) => Promise<void>,
  options: { browserArgs?: string[] } = {},
): ShopUnderTest {
  const shop = {} as ShopUnderTest;
  before(async () => {
    shop.server = await startServer();
    shop.browser = await launchBrowser(options.browserArgs);
    await prepare?.(shop);
  });
  after(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}
