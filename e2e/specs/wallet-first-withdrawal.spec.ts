import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { newBuyer } from '../support/buyers.ts';
import { expectCleanPage, keepScreenshot, type Session, testWithMail } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { holdToken } from '../support/shop-session.ts';

// A buyer registered a minute ago, with money granted by the operator, withdraws on chain.
const PAY_CODE = '123456';
// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
// EIP-55's own test vector: an Ethereum address, not one of Tron's.
const ETHEREUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SAME_NETWORK = 'Choose the same network as the withdrawing platform';

const test = testWithMail.extend<{ freshBuyer: (account: string, email: string) => Promise<Session> }>({
  /** The test's browser, logged in as a new buyer with an email address, a payment code and money. */
  freshBuyer: async ({ server, session }, use) => {
    await use(async (account, email) => {
      const { token } = await newBuyer(server, account, { email, payCode: PAY_CODE, grant: '300.00' });
      await holdToken(session.context, server.baseURL, token);
      return session;
    });
  },
});

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box;
}

/** Waits (the page scrolls smoothly) until `check` holds, and fails with `message` if it never does. */
async function eventually(check: () => Promise<boolean>, message: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(message);
}

async function fillChainWithdrawal(page: Page, address: string) {
  await page.getByRole('tab', { name: 'Blockchain' }).click();
  await page.getByRole('option', { name: 'TRC20' }).click();
  await page.getByRole('textbox', { name: 'Receiving address' }).fill(address);
  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
}

test('first withdrawal: a wrong-network address refused, the code asked for, the keyboard clear of the button, a right address accepted', async ({
  freshBuyer,
  mail,
  server,
}) => {
  const session = await freshBuyer('firstdraw', 'firstdraw@crossbay.test');
  const { page } = session;
  await page.goto('/withDraw');
  await page.getByRole('tab', { name: 'Blockchain' }).click();
  const networkMessage = page.getByText(SAME_NETWORK);
  // The notice at the top always says it; a refused address says it again under the field.
  await networkMessage.first().waitFor();
  assert.equal(await networkMessage.count(), 1);

  // spec §5: an Ethereum address for TRC20, and a Tron address with a broken checksum, are both refused.
  await fillChainWithdrawal(page, ETHEREUM);
  const withdrawNow = page.getByRole('button', { name: 'Withdraw now' });
  await withdrawNow.click();
  await eventually(async () => (await networkMessage.count()) === 2, 'the address field says "same network"');
  // spec §5: an empty email code asks for it, rather than calling it wrong.
  await page.getByText('Please enter the verification code').waitFor();
  await page.getByRole('textbox', { name: 'Receiving address' }).fill(`${TRON.slice(0, -1)}W`);
  await eventually(async () => (await networkMessage.count()) === 2, 'a broken checksum is refused');
  assert.doesNotMatch(await runOps(server, 'withdraw', 'list'), /firstdraw/, 'nothing was sent');

  // The code's countdown survives leaving the screen and coming back.
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  await page.getByRole('link', { name: 'Withdrawal records' }).click();
  await page.waitForURL('**/depositRecord');
  await page.goBack();
  await page.waitForURL('**/withDraw');
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Send code' }).count(), 0);

  await fillChainWithdrawal(page, TRON);
  await page
    .getByRole('textbox', { name: 'Email verification code' })
    .fill(await mail.codeFor('firstdraw@crossbay.test'));

  // The number keyboard has a confirm key, and "Withdraw now" stays above it while the code is typed.
  await page.getByRole('button', { name: 'Payment code' }).click();
  const done = page.getByRole('button', { name: 'Done', exact: true });
  await done.waitFor();
  for (const digit of PAY_CODE) await page.getByRole('button', { name: digit, exact: true }).click();
  const keyboardTop = async () =>
    Math.min(
      (await boxOf(page.getByRole('button', { name: 'Close', exact: true }))).y,
      (await boxOf(page.getByRole('button', { name: '1', exact: true }))).y,
    );
  await eventually(async () => {
    const button = await boxOf(withdrawNow);
    return button.y >= 0 && button.y + button.height <= (await keyboardTop());
  }, '"Withdraw now" is not covered by the keyboard');
  const viewport = page.viewportSize();
  assert.deepEqual(viewport, { width: 390, height: 844 });
  assert.ok((await boxOf(done)).y + (await boxOf(done)).height <= 844, 'the confirm key is on screen');
  await keepScreenshot(page, 'wallet-withdraw-keyboard-en-390x844.png');
  await done.click();
  await page.getByRole('button', { name: '1', exact: true }).waitFor({ state: 'hidden' });

  await withdrawNow.click();
  const success = page.getByRole('dialog').filter({ hasText: 'Draw successful' });
  await success.waitFor();
  await success.getByRole('button', { name: 'See withdrawal records' }).click();
  await page.waitForURL('**/depositRecord');
  const row = page.getByRole('list', { name: 'Withdrawal records' }).getByRole('button', { name: /TRC20/ });
  await row.getByText('Auditing').waitFor();

  // Refused by the platform: the money is back, and nothing "actually arrived".
  const id = /^(\d+)\s+firstdraw\b/m.exec(await runOps(server, 'withdraw', 'list'))?.[1];
  assert.ok(id, 'ops lists the withdrawal');
  assert.match(
    await runOps(server, 'withdraw', 'refuse', id, '--reason', 'address not ours'),
    /refuse: done/,
  );
  await page.reload();
  await row.getByText('Refused').waitFor();
  assert.doesNotMatch((await row.textContent()) ?? '', /Actual arrival/);
  await row.getByText('Returned to your balance').waitFor();
  await row.click();
  const sheet = page.getByRole('dialog', { name: 'Withdrawal details' });
  await sheet.getByText('address not ours').waitFor();
  assert.doesNotMatch((await sheet.textContent()) ?? '', /Actual arrival|Service charge/);
  expectCleanPage(session);
});

test('on-chain recharge with no network chosen says the network is required', async ({ freshBuyer }) => {
  const session = await freshBuyer('firstdeposit', 'firstdeposit@crossbay.test');
  const { page } = session;
  await page.goto('/walletTopUp');
  await page.getByRole('listbox', { name: /./ }).waitFor();
  assert.equal(await page.getByRole('heading', { name: /Deposit address/ }).count(), 0);
  await page.getByRole('button', { name: 'Submit for audit' }).click();
  await page.getByText('Please choose the network').waitFor();
  await page.getByRole('option', { name: 'TRC20' }).click();
  await page.getByText('Please choose the network').waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Deposit address (TRC20)' }).waitFor();
  expectCleanPage(session);
});
