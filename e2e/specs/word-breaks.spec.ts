import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { openSession } from '../support/browser.ts';
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
    await page.locator('.category-grid__name').first().waitFor();
    await page.waitForLoadState('networkidle');

    const names = await page
      .getByRole('list')
      .first()
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => {
          const name = item.querySelector('.category-grid__name') as HTMLElement;
          const text = name.firstChild as Text;
          const range = document.createRange();
          const lines: string[] = [];
          let top: number | undefined;
          for (let i = 0; i < text.length; i++) {
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const box = range.getClientRects()[0];
            if (!box) continue;
            if (top === undefined || Math.abs(box.top - top) > 2) lines.push(text.data[i] ?? '');
            else lines.push(`${lines.pop() ?? ''}${text.data[i]}`);
            top = box.top;
          }
          const itemBox = item.getBoundingClientRect();
          const nameBox = name.getBoundingClientRect();
          // A name may use its item's padding and the gutter beside it, never its neighbour's middle.
          const spill = Math.max(itemBox.left - nameBox.left, nameBox.right - itemBox.right);
          return { lines, spill };
        }),
      );
    assert.ok(names.length >= 8, `${locale}: the category names show`);
    for (const { lines, spill } of names) {
      assert.ok(spill <= 8, `${locale}: "${lines.join('')}" spills ${spill} px out of its column`);
      if (!SPACED.has(locale)) continue;
      for (const line of lines.slice(0, -1))
        assert.match(line, /[\s\-‐]$/, `${locale}: "${lines.join('|')}" breaks inside a word`);
    }
  });
}
