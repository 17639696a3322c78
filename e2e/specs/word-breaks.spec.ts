import assert from 'node:assert/strict';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { appTexts } from '../support/app-texts.ts';
import { test } from '../support/fixtures.ts';
import { renderedLines } from '../support/rendered-lines.ts';
import type { RunningServer } from '../support/server.ts';

// Languages that write spaces between words: there, a line may only end after a space or a hyphen.
const SPACED = new Set(['en', 'ar', 'de', 'es', 'fr', 'it', 'ru', 'tr', 'vit', 'han']);

for (const locale of LOCALE_NAMES) {
  test(`${locale}: home category names break between words and stay in their column`, async ({
    page,
    server,
  }) => {
    const categories = await categoriesIn(server, locale);
    await page.goto(`/home?lang=${locale}`);
    // Each name as drawn in its item of the category list (the first list on the board).
    const items = page.getByRole('list').first().getByRole('listitem');
    const nameOf = (category: string) => items.getByText(category, { exact: true });
    await nameOf(categories[0] ?? '').waitFor();
    await page.waitForLoadState('networkidle');

    const names: { lines: string[]; spill: number }[] = [];
    for (const category of categories) {
      const name = nameOf(category);
      const [lines = []] = await renderedLines(name);
      const spill = await name.evaluate((element) => {
        const itemBox = (element.closest('li') as HTMLElement).getBoundingClientRect();
        const nameBox = element.getBoundingClientRect();
        // A name may use its item's padding and the gutter beside it, never its neighbour's middle.
        return Math.max(itemBox.left - nameBox.left, nameBox.right - itemBox.right);
      });
      names.push({ lines, spill });
    }
    assert.ok(names.length >= 8, `${locale}: the category names show`);
    for (const { lines, spill } of names) {
      assert.ok(spill <= 8, `${locale}: "${lines.join('')}" spills ${spill} px out of its column`);
      assertWholeWords(locale, lines);
    }
  });

  test(`${locale}: an error toast breaks between words and stays on the screen`, async ({ session }) => {
    const { page } = session;
    const text = await appTexts(locale);
    await page.goto(`/login?lang=${locale}`);
    await page.getByRole('textbox', { name: text('account.account') }).fill('nobody-here');
    await page.getByLabel(text('account.password'), { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: text('account.submit'), exact: true }).click();
    // antd-mobile draws its toast inside an aria-hidden mask: no role reaches it (the app repeats the
    // message in a visually hidden live region, which is not where a buyer reads it).
    const toast = page.locator('.adm-toast-main');
    await toast.waitFor();
    const [lines = []] = await renderedLines(toast);
    assert.ok(lines.join('').length > 4, `${locale}: the toast says something`);
    assertWholeWords(locale, lines);
    const box = await toast.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${locale}: the toast fits the phone's width`);
  });
}

for (const locale of ['de', 'ru', 'ar']) {
  test(`${locale}: the withdraw screen's balance strip keeps its records link inside it`, async ({
    page,
    buyer: _loggedIn,
  }) => {
    const text = await appTexts(locale);
    await page.goto(`/withDraw?lang=${locale}`);
    const link = page.getByRole('link', { name: text('wallet.records.withdrawal'), exact: true });
    await link.waitFor();
    const strip = await page.getByRole('region', { name: text('wallet.balance'), exact: true }).boundingBox();
    const box = await link.boundingBox();
    assert.ok(box && strip, `${locale}: the strip and its link are drawn`);
    // Inside the strip's own margins, not run into its edge or past the phone's.
    const margin = Math.min(box.x - strip.x, strip.x + strip.width - (box.x + box.width));
    assert.ok(margin >= 8, `${locale}: the link keeps ${margin} px from the strip's edge`);
    const [lines = []] = await renderedLines(link);
    assertWholeWords(locale, lines);
  });
}

for (const locale of ['ru', 'de', 'ar']) {
  test(`${locale}: the profile form's labels keep clear of the values beside them`, async ({
    page,
    buyer: _loggedIn,
  }) => {
    const text = await appTexts(locale);
    await page.goto(`/profile?lang=${locale}`);
    const label = page.getByText(text('accountScreens.register.email'), { exact: true });
    const value = page.getByText('demo@crossbay.local', { exact: true });
    await value.waitFor();
    // Where the letters are drawn, which may run past their element's box.
    const inkOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, width } = range.getBoundingClientRect();
      return { x, width };
    };
    const [labelBox, valueBox] = await Promise.all([label.evaluate(inkOf), value.evaluate(inkOf)]);
    const gap =
      locale === 'ar'
        ? labelBox.x - (valueBox.x + valueBox.width)
        : valueBox.x - (labelBox.x + labelBox.width);
    assert.ok(gap >= 4, `${locale}: the email's label and its value are ${gap} px apart`);
    const [lines = []] = await renderedLines(label);
    assertWholeWords(locale, lines);
  });
}

test('ar: a Latin product name runs left to right in its card, cut at its own end, aligned right', async ({
  page,
  buyer: _loggedIn,
}) => {
  await page.goto('/popular?lang=ar');
  const name = page.getByText('Linnea Home All-Terrain Baby Stroller One-Hand Fold', { exact: true }).first();
  await name.waitFor();
  const drawn = await name.evaluate((text) => {
    // The card's name line: the element the card's link is described by (it holds the clamp).
    const element = text.closest('[id]') ?? text;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()];
    return { direction: style.direction, right: box.right, inkRight: Math.max(...lines.map((r) => r.right)) };
  });
  // Cut with an ellipsis after "One-Ha…", not before "…aby"; and set against the card's right edge.
  assert.equal(drawn.direction, 'ltr');
  assert.ok(
    drawn.right - drawn.inkRight <= 2,
    `the name ends ${drawn.right - drawn.inkRight} px from the right`,
  );
});

/** The category names the server gives in the locale, as the home board shows them. */
async function categoriesIn(server: RunningServer, locale: string): Promise<string[]> {
  const answer = await fetch(`${server.baseURL}/api/index/category?lang=${locale}`);
  const body = (await answer.json()) as { code: number; data: { name: string }[] };
  assert.equal(body.code, 1);
  return body.data.map((category) => category.name);
}

function assertWholeWords(locale: string, lines: string[]): void {
  if (!SPACED.has(locale)) return;
  for (const line of lines.slice(0, -1))
    assert.match(line, /[\s\-‐]$/, `${locale}: "${lines.join('|')}" breaks inside a word`);
}

test("ru: a shop's figures keep each label inside its own column", async ({ page }) => {
  await page.goto('/shop/1?lang=ru');
  const stats = page.locator('dl').filter({ hasText: 'Положительные' }).first();
  await stats.waitFor();
  const spills = await stats.evaluate((list) =>
    [...list.children].map((column) => {
      const box = column.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(column);
      const ink = [...range.getClientRects()];
      return {
        label: column.textContent,
        spill: Math.max(
          box.left - Math.min(...ink.map((r) => r.left)),
          Math.max(...ink.map((r) => r.right)) - box.right,
        ),
      };
    }),
  );
  for (const { label, spill } of spills)
    assert.ok(spill <= 1, `"${label}" runs ${spill} px out of its column`);
});
