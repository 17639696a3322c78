import assert from 'node:assert/strict';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import type { Page } from '@playwright/test';
import { waitForAnnouncement } from '../support/announcements.ts';
import { newBuyer } from '../support/buyers.ts';
import { CHROMIUM } from '../support/chromium.ts';
import { test as base, type Session } from '../support/fixtures.ts';
import { skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// A phone on the local network opens the shop by a name over plain http: not a secure context.
const INSECURE_HOST = 'shop.test';

async function typeDigits(page: Page, digits: string): Promise<void> {
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
}

type CheckoutOptions = { payCode?: string; grant?: string; host?: string };
type AtCheckout = Session & { token: string; baseURL: string; checkout: string };

const test = base.extend<{ atCheckout: (account: string, options: CheckoutOptions) => Promise<AtCheckout> }>({
  /** A buyer of their own, in a browser on the given address, at a card-key checkout (no address needed). */
  atCheckout: async ({ server, openSession }, use) => {
    await use(async (account, options) => {
      const buyer = await newBuyer(server, account, options);
      const card = await skuOf(buyer.api, 'virtual');
      const baseURL = server.baseURL.replace('localhost', options.host ?? 'localhost');
      const session = await openSession({ baseURL });
      await holdToken(session.context, baseURL, buyer.token);
      return { ...buyer, ...session, baseURL, checkout: buyNowPath(card.skuId) };
    });
  },
});

// This file's Chromium resolves that name to this machine (a browser of its own, so a worker of its own).
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [...(CHROMIUM.args ?? []), `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`],
  },
});

test('a buyer with no payment code sets one inside the pay sheet and pays, on a plain-http address', async ({
  atCheckout,
}) => {
  const buyer = await atCheckout('ines', { grant: '500.00', host: INSECURE_HOST });
  const { page } = buyer;
  await page.goto(buyer.checkout);
  assert.equal(await page.evaluate(() => window.isSecureContext), false, 'the page is not a secure context');
  await page.getByRole('button', { name: 'Submit order' }).click();

  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByText('Balance $500.00').waitFor();
  await sheet.getByText('No payment code yet').waitFor();
  await sheet.getByRole('button', { name: 'Choose a 6-digit payment code' }).waitFor();
  await typeDigits(page, '907531');
  await sheet.getByRole('button', { name: 'Type the same code again' }).waitFor();
  await typeDigits(page, '907531');
  await waitForAnnouncement(page, 'Setting successful');

  await sheet.getByRole('button', { name: 'Enter your 6-digit payment code' }).waitFor();
  await typeDigits(page, '907531');
  await page.waitForURL('**/cards');
  await page.getByRole('heading', { level: 1, name: 'My card keys' }).waitFor();
  const thrown = buyer.consoleErrors.filter((line) => line.startsWith('uncaught'));
  assert.deepEqual(thrown, [], 'nothing threw on the way');
});

test('the pay sheet shows a balance too low before any code is typed, with the way to recharge', async ({
  atCheckout,
}) => {
  const buyer = await atCheckout('otto', { payCode: '246810' });
  const { page } = buyer;
  await page.goto(buyer.checkout);
  await page.getByRole('button', { name: 'Submit order' }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByText('Balance $0.00').waitFor();
  await sheet.getByRole('alert').getByText('Your balance is less than the amount to pay').waitFor();
  await sheet.getByRole('button', { name: 'Recharge' }).click();
  await page.waitForURL('**/topUp?**');
});

test('changing the payment code: too short is refused, the current code is checked first, then back where the buyer was', async ({
  atCheckout,
}) => {
  const buyer = await atCheckout('pia', { payCode: '246810' });
  const { page } = buyer;
  await page.goto('/setting');
  await page.getByRole('link', { name: 'Payment code' }).click();
  await page.waitForURL('**/changePayPwd');

  await page.getByRole('button', { name: 'Current payment code' }).waitFor();
  await typeDigits(page, '24');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('alert').getByText('The payment code must be 6 digits').waitFor();

  // "Done" put the keyboard away; a tap on the code brings it back, the two digits kept.
  await page.getByRole('button', { name: 'Current payment code' }).click();
  await typeDigits(page, '1111');
  await page.getByRole('main').getByRole('alert').getByText('Wrong payment code').waitFor();
  await page.getByRole('button', { name: 'Current payment code' }).waitFor();

  await typeDigits(page, '246810');
  await page.getByRole('button', { name: 'New payment code' }).waitFor();
  await typeDigits(page, '135799');
  await page.getByRole('button', { name: 'Repeat the new payment code' }).waitFor();
  await typeDigits(page, '135799');
  await waitForAnnouncement(page, 'Payment code changed');
  await page.waitForURL('**/setting');

  const verified = await fetch(`${buyer.baseURL}/api/user/verify_pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: buyer.token },
    body: JSON.stringify({ pay_password: '135799' }),
  });
  assert.equal(((await verified.json()) as { code: number }).code, 1, 'the new code pays');
});

test('in Arabic the pay sheet reads right to left, and its number pad is not mirrored', async ({
  atCheckout,
}) => {
  const buyer = await atCheckout('rania', { grant: '500.00' });
  const { page } = buyer;
  await chooseLanguage(buyer.context, buyer.baseURL, 'ar');
  await page.goto(buyer.checkout);
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  const sheet = page.getByRole('dialog', { name: 'ادفع الآن' });
  await sheet.getByText('اختر رمز دفع من 6 أرقام').waitFor();
  const one = await page.getByRole('button', { name: '1', exact: true }).boundingBox();
  const three = await page.getByRole('button', { name: '3', exact: true }).boundingBox();
  const done = await page.getByRole('button', { name: 'تم', exact: true }).boundingBox();
  assert.ok(one && three && one.x < three.x, '1 is on the left of 3, as on every number pad');
  assert.ok(done && three && done.x > three.x, 'the confirm key stays on the right');
});

test('the pay sheet keeps the keyboard inside, closes on Escape and leaves focus on "Pay now" of the created order', async ({
  atCheckout,
}) => {
  const buyer = await atCheckout('kira', { payCode: '246810', grant: '500.00' });
  const { page } = buyer;
  await page.goto(buyer.checkout);
  const submit = page.getByRole('button', { name: 'Submit order' });
  await submit.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.getByRole('button', { name: 'Enter your 6-digit payment code' }).waitFor();

  const inSheet = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-modal="true"]')));
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(await inSheet(), `focus is still in the sheet after key ${press + 1}`);
  }
  // Digits typed on a hardware keyboard land in the code without leaving the sheet.
  await sheet.getByRole('button', { name: 'Enter your 6-digit payment code' }).focus();
  await page.keyboard.type('24');
  assert.ok(await inSheet());

  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pay now');
});
