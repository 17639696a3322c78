import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { newBuyer } from '../support/buyers.ts';
import {
  expect,
  expectCleanPage,
  keepScreenshot,
  type MailCatcher,
  type Session,
  testWithMail,
} from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import type { RunningServer } from '../support/server.ts';
import { holdToken } from '../support/shop-session.ts';

// The demo buyer (server/src/seed/demo-settings.ts): $5,000.00 balance, payment code 123456.
const DEMO_EMAIL = 'demo@crossbay.local';
const PAY_CODE = '123456';
// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const SENDER_TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';

const evidence = await sharp({
  create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
})
  .png()
  .toBuffer();

const test = testWithMail.extend<{
  sessionOf: (account: string, email: string, amount: string) => Promise<Session>;
}>({
  /** The test's browser, logged in as a buyer of their own with an email address, a payment code and money. */
  sessionOf: async ({ server, session }, use) => {
    await use(async (account, email, amount) => {
      const { token } = await newBuyer(server, account, { email, payCode: PAY_CODE, grant: amount });
      await holdToken(session.context, server.baseURL, token);
      return session;
    });
  },
});

/** An element's text, never null (role locators only, so no innerText on CSS nodes). */
async function textOf(locator: { textContent: () => Promise<string | null> }): Promise<string> {
  return (await locator.textContent()) ?? '';
}

async function balanceShown(page: Page): Promise<string> {
  await page.goto('/withDraw');
  const strip = page.getByRole('region', { name: 'Balance' });
  await strip.getByText('$').first().waitFor();
  const shown = /Balance\s*(\$[\d,]+\.\d{2})/.exec((await strip.textContent()) ?? '')?.[1];
  assert.ok(shown, 'the balance is shown');
  return shown;
}

/** Uploads the evidence picture, sends the recharge for audit and lands on its records. */
async function submitWithEvidence(page: Page, name: string): Promise<void> {
  // antd-mobile's uploader: a button, and the file input behind it (also a button named Upload).
  await page
    .getByRole('button', { name: 'Upload' })
    .last()
    .setInputFiles({ name, mimeType: 'image/png', buffer: evidence });
  await page.getByText('Please upload the payment evidence').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.waitForURL('**/topUpRecord');
}

/** The mailed code and the payment code, then "Withdraw now"; answers the "Draw successful" dialog. */
async function confirmWithdrawal(page: Page, mail: MailCatcher, email: string, payCode: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  const code = await mail.codeFor(email);
  await page.getByRole('textbox', { name: 'Email verification code' }).fill(code);
  await page.getByRole('button', { name: 'Payment code' }).click();
  for (const digit of payCode) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('heading', { name: 'Withdraw', level: 1 }).click();
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  const done = page.getByRole('dialog').filter({ hasText: 'Draw successful' });
  await done.waitFor();
  return done;
}

/** The id of the only item waiting in `ops recharge list` / `ops withdraw list`. */
async function waitingId(
  server: RunningServer,
  kind: 'recharge' | 'withdraw',
  account = 'demo',
): Promise<string> {
  const listed = await runOps(server, kind, 'list');
  const id = new RegExp(`^(\\d+)\\s+${account}\\b`, 'm').exec(listed)?.[1];
  assert.ok(id, `ops ${kind} list shows ${account}'s request:\n${listed}`);
  return id;
}

test('on-chain recharge: evidence, audit by ops, then balance and fund record', async ({
  buyer: _demo,
  session,
  server,
}) => {
  const { page } = session;

  assert.equal(await balanceShown(page), '$5,000.00');

  await page.goto('/topUp');
  await page.getByRole('link', { name: /On-chain transfer/ }).click();
  await page.getByRole('option', { name: 'TRC20' }).click();
  await page.getByRole('heading', { name: 'Deposit address (TRC20)' }).waitFor();
  await page.getByText('Deposits through DEX, BSC, HECO are not supported').waitFor();
  await page.getByRole('img', { name: 'QR code of the TRC20 deposit address' }).waitFor();
  await page.getByText('Minimum deposit:').waitFor();
  await keepScreenshot(page, 'wallet-top-up-en-390x844.png', { fullPage: true });

  // spec §5: everything is required, each with its own message.
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.getByText('Please enter the address').waitFor();
  await page.getByText('Please enter a correct amount').waitFor();
  await page.getByText('Please upload the payment evidence').waitFor();

  await page.getByRole('textbox', { name: 'Your sending address' }).fill(SENDER_TRON);
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.getByText('The amount must be between $10.00 and $100,000.00').waitFor();
  await page.getByRole('textbox', { name: 'Amount' }).fill('50.00');

  await submitWithEvidence(page, 'proof.png');
  const records = page.getByRole('list', { name: 'Recharge records' });
  const row = records.getByRole('button', { name: /On-chain transfer · TRC20/ });
  await row.waitFor();
  assert.match(await textOf(row), /\$50\.00[\s\S]*Auditing/);
  assert.equal(await balanceShown(page), '$5,000.00', 'a recharge credits nothing before its audit');

  const id = await waitingId(server, 'recharge');
  assert.match(await runOps(server, 'recharge', 'pass', id, '--arrival', '50.00'), /pass: done/);

  assert.equal(await balanceShown(page), '$5,050.00');
  await page.goto('/topUpRecord');
  await page
    .getByRole('button', { name: /On-chain transfer · TRC20/ })
    .getByText('Passed')
    .waitFor();
  await page.getByRole('button', { name: /On-chain transfer · TRC20/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Recharge details' });
  await sheet.getByText('Actual arrival').waitFor();
  assert.match(await textOf(sheet), /Actual arrival\s*\$50\.00/);

  await page.goto('/capitalRecord');
  const fund = page.getByRole('list', { name: 'Fund records' });
  await fund
    .getByRole('button', { name: /Recharge/ })
    .first()
    .waitFor();
  assert.match(await textOf(fund.getByRole('button', { name: /Recharge/ }).first()), /\+\$50\.00/);
  expectCleanPage(session);
});

test('withdrawal to a bank card with email and payment codes, refused by ops, money back', async ({
  buyer: _demo,
  session,
  server,
  mail,
}) => {
  const { page } = session;
  const before = await balanceShown(page);

  await page.getByRole('tab', { name: 'Bank card' }).waitFor();
  // spec §5: the amount rules, checked before anything is sent.
  const amount = page.getByRole('textbox', { name: 'Withdrawal amount' });
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await page.getByText('Please enter the amount').waitFor();
  await page.getByText('Please enter a correct bank card number').waitFor();
  await amount.fill('0');
  await page.getByText('The amount cannot be zero').waitFor();
  await amount.fill('-3');
  await page.getByText('The amount cannot be negative').waitFor();
  await amount.fill('999999');
  await page.getByText('The amount cannot be more than your balance').waitFor();
  await amount.fill('12.345');
  await page.getByText('Please enter a correct amount').waitFor();

  await page.getByRole('textbox', { name: 'Bank card number' }).fill('4111 1111 1111 1112');
  await page.getByRole('textbox', { name: 'Bank name' }).click();
  await page.getByText('Please enter a correct bank card number').waitFor();
  await page.getByRole('textbox', { name: 'Bank card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Bank name' }).fill('First Test Bank');
  await page.getByRole('textbox', { name: 'Card holder' }).fill('Demo Buyer');
  await amount.fill('100');
  // The service charge (1 %, at least $1.00) and what arrives, live.
  await page.getByText('$99.00').waitFor();

  await keepScreenshot(page, 'wallet-withdraw-en-390x844.png', { fullPage: true });
  const done = await confirmWithdrawal(page, mail, DEMO_EMAIL, PAY_CODE);
  assert.match(await textOf(done), /Service charge\s*\$1\.00[\s\S]*Actual arrival\s*\$99\.00/);
  await done.getByRole('button', { name: 'See withdrawal records' }).click();
  await page.waitForURL('**/depositRecord');
  const row = page
    .getByRole('list', { name: 'Withdrawal records' })
    .getByRole('button', { name: /Bank card/ });
  await row.getByText('Auditing').waitFor();
  assert.match(await textOf(row), /•••• 1111/);
  // The records were opened on top of the form, not in its place: Back returns to it, emptied.
  await page.goBack();
  await expect(page).toHaveURL(/\/withDraw$/);
  await expect(page.getByRole('textbox', { name: 'Withdrawal amount' })).toHaveValue('');

  const frozen = await balanceShown(page);
  assert.equal(toCents(frozen), toCents(before) - 10_000, 'the amount leaves the balance at once');

  const id = await waitingId(server, 'withdraw');
  assert.match(await runOps(server, 'withdraw', 'refuse', id, '--reason', 'card closed'), /refuse: done/);

  await page.goto('/depositRecord');
  await page
    .getByRole('button', { name: /Bank card/ })
    .getByText('Refused')
    .waitFor();
  await page.getByRole('button', { name: /Bank card/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Withdrawal details' });
  await sheet.getByText('card closed').waitFor();

  assert.equal(await balanceShown(page), before, 'the refused amount is back');
  await page.goto('/capitalRecord?type=withdrawal_returned');
  const fund = page.getByRole('list', { name: 'Fund records' });
  assert.match(await textOf(fund.getByRole('button', { name: /Withdrawal returned/ })), /\+\$100\.00/);
  expectCleanPage(session);
});

function toCents(shown: string): number {
  return Math.round(Number(shown.replace(/[^0-9.]/g, '')) * 100);
}

test('card top-up: the transfer details and receipt, passed by ops with what actually arrived', async ({
  sessionOf,
  server,
}) => {
  const session = await sessionOf('cardpayer', 'card@crossbay.test', '1.00');
  const { page } = session;

  await page.goto('/topUp');
  await page.getByRole('link', { name: /Bank or card transfer/ }).click();
  await page.waitForURL('**/cardTopUp');
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.getByText('Please enter your card or account number').waitFor();
  await page.getByText('Please upload the payment evidence').waitFor();

  await page.getByRole('textbox', { name: 'Bank name' }).fill('First Test Bank');
  await page
    .getByRole('textbox', { name: 'Your card or account number' })
    .fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('textbox', { name: 'Amount' }).fill('120.00');
  await submitWithEvidence(page, 'receipt.png');
  const row = page.getByRole('button', { name: /Bank or card transfer/ });
  await row.getByText('Auditing').waitFor();
  assert.equal(await balanceShown(page), '$1.00', 'nothing is credited before the audit');

  // The bank kept a fee: the operator credits what actually arrived.
  const id = await waitingId(server, 'recharge', 'cardpayer');
  assert.match(await runOps(server, 'recharge', 'pass', id, '--arrival', '118.50'), /pass: done/);
  assert.equal(await balanceShown(page), '$119.50');
  await page.goto('/topUpRecord');
  await page.getByRole('button', { name: /Bank or card transfer/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Recharge details' });
  assert.match(await textOf(sheet), /Actual arrival\s*\$118\.50/);
  expectCleanPage(session);
});

test('withdrawal to a blockchain address on the chosen network, passed by ops', async ({
  sessionOf,
  server,
  mail,
}) => {
  const session = await sessionOf('chainpayee', 'chain@crossbay.test', '300.00');
  const { page } = session;

  // Reached from the Me tab, so Back has a step inside the app to take.
  await page.goto('/me');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('tab', { name: 'Blockchain' }).click();
  await page.getByText('Choose the same network as the withdrawing platform').first().waitFor();
  await page.getByText('TRC20', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Receiving address' }).fill(SENDER_TRON);
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('200');
  await page.getByText('$198.00').waitFor();
  const done = await confirmWithdrawal(page, mail, 'chain@crossbay.test', PAY_CODE);
  assert.match(await textOf(done), /Service charge\s*\$2\.00[\s\S]*Actual arrival\s*\$198\.00/);
  // Back closes the dialog and stays on the form; its ✕ is there too.
  await expect(page.getByRole('dialog', { name: 'Draw successful' })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.goBack();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL(/\/withDraw$/);
  await page.getByRole('link', { name: 'Withdrawal records' }).click();
  await page.waitForURL('**/depositRecord');
  const row = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('button', { name: /TRC20/ });
  await row.getByText('Auditing').waitFor();
  assert.equal(await balanceShown(page), '$100.00', 'the amount leaves the balance at once');

  const id = await waitingId(server, 'withdraw', 'chainpayee');
  assert.match(await runOps(server, 'withdraw', 'pass', id), /pass: done/);
  await page.goto('/depositRecord');
  await page.getByRole('button', { name: /TRC20/ }).getByText('Passed').waitFor();
  assert.equal(await balanceShown(page), '$100.00', 'a passed withdrawal does not come back');
  expectCleanPage(session);
});
