import type { Page } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
import { productIdByName } from '../support/catalog-lookup.ts';
import { expect, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';

test.use({ serverEnv: { VITALS_SAMPLE: '1' } });

// Issue 42 item 3: buyers' real page speed, measured on a slow phone (4× CPU, slow 4G), reaches `ops vitals` per
// route template; a buyer who said no sends nothing.
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

const loaded = (page: Page, part: string) =>
  page.evaluate((p) => performance.getEntriesByType('resource').some((e) => e.name.includes(p)), part);

/**
 * Opens a page and interacts with it once its reporter has started; the reporter sends its beacon when the page is
 * left (the browser's pagehide, which Playwright does not show as a request: the test reads the server).
 */
async function visit(page: Page, path: string, started = '/api/vitals/config') {
  await page.goto(path);
  await appInCharge(page);
  // A key typed on the page (no field has focus) is a buyer's first input: it starts the reporter
  // (ui/when-idle.ts), which asks for its share; the second is measured as it happens.
  await page.keyboard.press('a');
  await expect.poll(() => loaded(page, started)).toBe(true);
  await page.keyboard.press('a');
}

test('page speed measured on a slow phone reaches ops vitals by route; nothing once the buyer says no', async ({
  buyer: _buyer,
  session: { page },
  server,
}) => {
  const fullSpeed = await slowPhone(page);
  const id = await productIdByName(server.baseURL, 'Trailcairn Rectangular Sleeping Bag');
  await visit(page, '/home');
  await visit(page, `/detail/${id}`);
  await visit(page, '/bag');
  await page.goto('/setting');

  const measured = (route: string) =>
    new RegExp(`^${route}\\s+LCP \\d+ ms\\*? \\(1\\)\\s+INP \\d+ ms\\*? \\(1\\)`, 'm');
  await expect.poll(() => runOps(server, 'vitals'), { timeout: 20_000 }).toMatch(measured('/bag'));
  const printed = await runOps(server, 'vitals');
  expect(printed).toMatch(measured('/home'));
  expect(printed).toMatch(measured('/detail/:product\\?/:mer\\?'));

  await fullSpeed();
  // Settings: the switch is on for an English reader, who has not been asked; off is a "no" kept on the device.
  const share = page.getByRole('switch', { name: 'Share page speed' });
  await expect(share).toBeChecked();
  await share.click();
  await expect(share).not.toBeChecked();
  // The reporter loads, finds the "no", and neither asks for its share nor measures.
  await visit(page, '/explore', 'report-vitals');
  // Said yes again, the next page's measures arrive: the ones of /explore, sent before them, would have too.
  await page.goto('/setting');
  await share.click();
  await expect(share).toBeChecked();
  await visit(page, '/popular');
  await page.goto('/setting');
  await expect.poll(() => runOps(server, 'vitals')).toMatch(/^\/popular\s+[A-Z]+ \d/m);
  expect(await runOps(server, 'vitals')).not.toMatch(/^\/explore/m);
});
