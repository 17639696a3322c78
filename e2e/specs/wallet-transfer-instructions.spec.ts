import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForAnnouncement } from '../support/announcements.ts';
import { newBuyer } from '../support/buyers.ts';
import { test as base, expect, expectCleanPage, keepScreenshot, type Session } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// The demo seed's receiving account (server/src/seed/demo-settings.ts).
const DEMO_IBAN = 'DE89370400440532013000';

type OnCardTopUp = { session: Session; page: Page; reference: string };

const test = base.extend<{ buyerOnCardTopUp: (account: string, lang?: string) => Promise<OnCardTopUp> }>({
  /** A buyer of their own on /cardTopUp, with the clipboard open to the page, and the reference the server gave them. */
  buyerOnCardTopUp: async ({ server, openSession }, use) => {
    await use(async (account, lang = 'en') => {
      const { api, token } = await newBuyer(server, account);
      const { reference } = await api.get<{ reference: string }>('/api/user/recharge_account');
      const session = await openSession();
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.baseURL,
      });
      await holdToken(session.context, server.baseURL, token);
      if (lang !== 'en') await chooseLanguage(session.context, server.baseURL, lang);
      await session.page.goto('/cardTopUp');
      return { session, page: session.page, reference };
    });
  },
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The clipboard comes to hold `expected` (the copy's write is asynchronous). */
async function copied(page: Page, expected: string): Promise<void> {
  await expect.poll(() => clipboard(page)).toBe(expected);
}

/** The value shown beside a field's label in the transfer card. */
function fieldValue(page: Page, label: string) {
  return page
    .getByRole('region', {
      name: /^(Bank or card transfer|تحويل بنكي أو بالبطاقة|Bank- oder Kartenüberweisung)$/,
    })
    .getByRole('definition')
    .filter({ has: page.getByRole('button', { name: label }) });
}

test('card top-up: where to send the money, each field with a copy button, and the buyer’s own reference', async ({
  buyerOnCardTopUp,
  server,
  browser,
}) => {
  const { session, page, reference } = await buyerOnCardTopUp('wirepayer');
  const card = page.getByRole('region', { name: 'Bank or card transfer' });
  await card.waitFor();
  await card
    .getByText(
      'Send the amount to this account and write your reference on the transfer; then upload the proof below.',
    )
    .waitFor();
  for (const [label, shown] of [
    ['Bank name', 'Demo Bank AG (sample account)'],
    ['Account holder', 'Crossbay Demo Payments Ltd'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['SWIFT/BIC', 'DEMODEFFXXX'],
    ['Your reference', reference],
  ] as const) {
    await card.getByRole('term').filter({ hasText: label }).first().waitFor();
    await card.getByText(shown, { exact: true }).waitFor();
  }
  assert.match(reference, /^CB[0-9A-Z]{9}$/);
  await keepScreenshot(page, 'card-top-up-en-390x844.png', { fullPage: true });

  // The IBAN is shown in groups of four and copied compact, as a bank's form takes it.
  await page.getByRole('button', { name: 'Copy IBAN' }).click();
  await waitForAnnouncement(page, 'Copied');
  assert.equal(await clipboard(page), DEMO_IBAN);
  await page.getByRole('button', { name: 'Copy Your reference' }).click();
  await copied(page, reference);
  await page.getByRole('button', { name: 'Copy SWIFT/BIC' }).click();
  await copied(page, 'DEMODEFFXXX');

  // The transfer sent with that reference carries it: in the buyer's record and in the operator's list.
  await page.getByRole('textbox', { name: 'Bank name' }).fill('First Test Bank');
  await page
    .getByRole('textbox', { name: 'Your card or account number' })
    .fill('DE75 5121 0800 1245 1261 99');
  await page.getByRole('textbox', { name: 'Amount' }).fill('75.00');
  const evidence = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
  await page
    .getByRole('button', { name: 'Upload' })
    .last()
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: evidence });
  await uploaded;
  // One picture is all the field takes: its upload button goes once the picture is in.
  await page.getByRole('button', { name: 'Upload' }).first().waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.waitForURL('**/topUpRecord');
  await page.getByRole('button', { name: /Bank or card transfer/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Recharge details' });
  await sheet.getByText(reference, { exact: true }).waitFor();
  // The proof is private (docs/decisions/0120): it loads for its buyer, through the session cookie an <img>
  // sends; a browser without that session is told it does not exist.
  const proof = sheet.getByRole('img', { name: 'Payment evidence' });
  await expect.poll(() => proof.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const proofUrl = new URL((await proof.getAttribute('src')) ?? '', server.baseURL);
  assert.match(proofUrl.pathname, /^\/api\/private-uploads\/[\w-]+\.webp$/);
  const anonymous = await browser.newContext();
  try {
    assert.equal((await anonymous.request.get(proofUrl.href)).status(), 404);
  } finally {
    await anonymous.close();
  }
  const listed = await runOps(server, 'recharge', 'list');
  assert.match(listed, new RegExp(`^\\d+\\s+wirepayer\\b.*ref ${reference}`, 'm'));
  expectCleanPage(session);
});

test('in Arabic and German the account reads in the buyer’s language, numbers left to right, nothing wider than the phone', async ({
  buyerOnCardTopUp,
}) => {
  for (const [lang, ibanLabel, copyIban] of [
    ['ar', 'رقم الآيبان (IBAN)', 'نسخ رقم الآيبان (IBAN)'],
    ['de', 'IBAN', 'IBAN kopieren'],
  ] as const) {
    const { session, page, reference } = await buyerOnCardTopUp(`wire${lang}`, lang);
    await page.getByRole('term').filter({ hasText: ibanLabel }).waitFor();
    const iban = fieldValue(page, copyIban).getByText('DE89 3704 0044 0532 0130 00');
    assert.equal(await iban.getAttribute('dir'), 'ltr', `${lang}: the IBAN is isolated left to right`);
    await page.getByText(reference, { exact: true }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `${lang}: the page is ${width} px wide`);
    await keepScreenshot(page, `card-top-up-${lang}-390x844.png`, { fullPage: true });
    await page.getByRole('button', { name: copyIban }).click();
    await copied(page, DEMO_IBAN);
    expectCleanPage(session);
  }
});

test('the operator’s account change shows at once, a long IBAN wraps between its groups; with no account the buyer is told and cannot send a transfer', async ({
  buyerOnCardTopUp,
  server,
}) => {
  // Saint Lucia's IBANs are among the longest (32 characters).
  const set = await runOps(
    server,
    'setting',
    'set',
    'recharge_bank_account',
    JSON.stringify({
      bank_name: 'Northwind Savings Bank',
      holder: 'Crossbay Payments Ltd',
      account_number: '31926819',
      iban: 'lc55 hemm 0001 0001 0012 0012 0002 3015',
      swift: 'NWBKGB2L',
    }),
  );
  assert.match(set, /LC55HEMM000100010012001200023015/);
  const { session, page } = await buyerOnCardTopUp('wirechange');
  await page.getByText('Northwind Savings Bank', { exact: true }).waitFor();
  const iban = page.getByText('LC55 HEMM 0001 0001 0012 0012 0002 3015', { exact: true });
  await iban.waitFor();
  // Two even lines of whole groups: the first line ends after a group, the second is not one lone group.
  const lines = await iban.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].map((r) => Math.round(r.width));
  });
  assert.equal(lines.length, 2, `the IBAN takes two lines: ${lines}`);
  assert.ok(Math.min(...lines) > Math.max(...lines) / 2, `the lines are even: ${lines}`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
  await keepScreenshot(page, 'card-top-up-long-iban-en-390x844.png', { fullPage: true });
  await page.getByRole('button', { name: 'Copy IBAN' }).click();
  await copied(page, 'LC55HEMM000100010012001200023015');
  await page.getByRole('button', { name: 'Copy Account number' }).click();
  await copied(page, '31926819');

  await runOps(
    server,
    'setting',
    'set',
    'recharge_bank_account',
    '{"bank_name":"","holder":"","account_number":"","iban":"","swift":""}',
  );
  await page.reload();
  await page.getByRole('heading', { name: 'Bank transfer is not set up yet' }).waitFor();
  await page.getByText('Please recharge on-chain instead, or try again later.').waitFor();
  await keepScreenshot(page, 'card-top-up-no-account-en-390x844.png');
  assert.equal(await page.getByRole('button', { name: 'Submit for audit' }).count(), 0);
  await page.getByRole('link', { name: 'On-chain transfer' }).click();
  await page.waitForURL('**/walletTopUp');
  expectCleanPage(session);
});
