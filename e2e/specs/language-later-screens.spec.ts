import type { Page } from '@playwright/test';
import { expect, expectCleanPage, keepScreenshot, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/shop-session.ts';

// A later screen's strings load with its chunk (docs/decisions/0121): a screen opened in the app, after a
// language switch or straight from its address, shows its own words, never a message key.

// The first part of every message key the app has (web/src/i18n/locales/<locale>/*.json and the rule messages):
// i18next shows a key it lacks as the key itself.
const RAW_KEY =
  /\b(?:accountScreens|afterSales|wallet|orders|catalog|discover|addressForm|account|validation|routes|tabs|common|request|language|upload|session|payCode|notFound|pageError|notYetOpen|displayCurrency)\.[A-Za-z_]+/;

/** Nothing the app drew (kept-alive screens included) says a key. */
async function expectNoRawKey(page: Page): Promise<void> {
  const text = (await page.locator('#root').textContent()) ?? '';
  expect(text.match(RAW_KEY)?.[0] ?? null, 'no message key shows').toBeNull();
}

/** The words of a language the test reads: Settings › Language on the Me screen, and the Withdraw screen. */
type Words = {
  locale: string;
  settings: string;
  settingsTitle: string;
  language: string;
  withdraw: string;
  withdrawNow: string;
};

const ENGLISH: Words = {
  locale: 'en',
  settings: 'Settings',
  settingsTitle: 'Settings',
  language: 'Language',
  withdraw: 'Withdraw',
  withdrawNow: 'Withdraw now',
};
const SWITCHES: { choice: string; words: Words }[] = [
  {
    choice: 'Deutsch',
    words: {
      locale: 'de',
      settings: 'Einstellungen',
      settingsTitle: 'Einstellungen',
      language: 'Sprache',
      withdraw: 'Auszahlen',
      withdrawNow: 'Jetzt auszahlen',
    },
  },
  {
    choice: 'العربية',
    words: {
      locale: 'ar',
      settings: 'الإعدادات',
      settingsTitle: 'الإعدادات',
      language: 'اللغة',
      withdraw: 'سحب',
      withdrawNow: 'اسحب الآن',
    },
  },
];

/** Settings › Language from the Me screen, then back to it once the settings say the new language. */
async function switchLanguage(page: Page, from: Words, choice: string, to: Words): Promise<void> {
  await page.getByRole('link', { name: from.settings }).first().click();
  await page.getByRole('button', { name: from.language }).click();
  await page.getByRole('radio', { name: choice }).click();
  await expect(page.getByRole('heading', { level: 1, name: to.settingsTitle })).toBeVisible();
  await page.goBack();
  await page.waitForURL('**/me');
}

/** The Withdraw screen, opened from the Me screen's wallet, in its words (screenshot kept), then back. */
async function openWithdraw(page: Page, words: Words): Promise<void> {
  await page.getByRole('link', { name: words.withdraw, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.withdraw })).toBeVisible();
  await expect(page.getByRole('button', { name: words.withdrawNow })).toBeVisible();
  await expectNoRawKey(page);
  await keepScreenshot(page, `withdraw (${words.locale})`);
  await page.screenshot({ path: test.info().outputPath(`withdraw-${words.locale}.png`) });
  await page.goBack();
}

test('screens opened after a language switch show their words in that language', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;
  await page.goto('/home');
  await page.getByRole('link', { name: 'Me', exact: true }).click();
  await openWithdraw(page, ENGLISH);
  let current = ENGLISH;
  for (const { choice, words } of SWITCHES) {
    await switchLanguage(page, current, choice, words);
    await openWithdraw(page, words);
    current = words;
  }
  // A screen whose area no screen opened so far has named: loaded in Arabic with its chunk.
  await page.getByRole('link', { name: 'أسئلتي' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'أسئلتي' })).toBeVisible();
  await expectNoRawKey(page);
  expectCleanPage(session);
});

test('a later screen opened from its address shows its words', async ({
  buyer: _loggedIn,
  session,
  server,
}) => {
  const { page, context } = session;
  await chooseLanguage(context, server.baseURL, 'de');
  await page.goto('/vouchers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Gutscheine' })).toBeVisible();
  await expectNoRawKey(page);
  expectCleanPage(session);
});
