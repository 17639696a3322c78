import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { appTexts } from '../support/app-texts.ts';
import { openSession } from '../support/browser.ts';
import { renderedLines } from '../support/rendered-lines.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

// Languages that write spaces between words: there, a line may only end after a space or a hyphen.
const SPACED = new Set(['en', 'ar', 'de', 'es', 'fr', 'it', 'ru', 'tr', 'vit', 'han']);

for (const locale of LOCALE_NAMES) {
  test(`${locale}: home category names break between words and stay in their column`, async (t) => {
    const session = await openSession(shop.browser, shop.server.baseURL);
    t.after(session.close);
    const { page } = session;
    await page.goto(`/home?lang=${locale}`);
    const items = page.getByRole('list').first().getByRole('listitem');
    // A category's link holds its picture (hidden from assistive technology) and its name, which is the link's name.
    const shownNames = items.getByRole('link').locator(':scope > :not([aria-hidden="true"])');
    await shownNames.first().waitFor();
    await page.waitForLoadState('networkidle');

    const lines = await renderedLines(shownNames);
    const spills = await items.evaluateAll((found) =>
      found.map((item) => {
        const itemBox = item.getBoundingClientRect();
        const name = item.querySelector(':scope a > :not([aria-hidden="true"])') as HTMLElement;
        const nameBox = name.getBoundingClientRect();
        // A name may use its item's padding and the gutter beside it, never its neighbour's middle.
        return Math.max(itemBox.left - nameBox.left, nameBox.right - itemBox.right);
      }),
    );
    const names = lines.map((nameLines, index) => ({ lines: nameLines, spill: spills[index] ?? 0 }));
    assert.ok(names.length >= 8, `${locale}: the category names show`);
    for (const { lines, spill } of names) {
      assert.ok(spill <= 8, `${locale}: "${lines.join('')}" spills ${spill} px out of its column`);
      assertWholeWords(locale, lines);
    }
  });

  test(`${locale}: an error toast breaks between words and stays on the screen`, async (t) => {
    const session = await openSession(shop.browser, shop.server.baseURL);
    t.after(session.close);
    const { page } = session;
    const text = await appTexts(locale);
    await page.goto(`/login?lang=${locale}`);
    await page.getByRole('textbox', { name: text('account.account') }).fill('nobody-here');
    await page.locator('input[type="password"]').fill('not-the-password-1');
    await page.getByRole('button', { name: text('account.submit'), exact: true }).click();
    const toast = page.locator('.adm-toast-main');
    await toast.waitFor();
    const [lines = []] = await renderedLines(toast);
    assert.ok(lines.join('').length > 4, `${locale}: the toast says something`);
    assertWholeWords(locale, lines);
    const box = await toast.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${locale}: the toast fits the phone's width`);
  });
}

function assertWholeWords(locale: string, lines: string[]): void {
  if (!SPACED.has(locale)) return;
  for (const line of lines.slice(0, -1))
    assert.match(line, /[\s\-‐]$/, `${locale}: "${lines.join('|')}" breaks inside a word`);
}
