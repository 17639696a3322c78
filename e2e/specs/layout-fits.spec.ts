import assert from 'node:assert/strict';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import { expect } from '@playwright/test';
import { newBuyer } from '../support/buyers.ts';
import { test } from '../support/fixtures.ts';
import { renderedLines } from '../support/rendered-lines.ts';
import { productWithSpecs } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// Texts that are longer in one language or for one buyer, drawn on a phone (390x844): each stays in its box.

test('de: "In den Warenkorb" may wrap, but both buying buttons stay one height', async ({
  buyer: { api },
  page,
}) => {
  const product = await productWithSpecs(api);
  await page.goto(`/detail/${product.productId}?lang=de`);
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  const buy = page.getByRole('button', { name: 'Jetzt kaufen' });
  await add.waitFor();
  const [addBox, buyBox] = await Promise.all([add.boundingBox(), buy.boundingBox()]);
  assert.ok(addBox && buyBox);
  assert.ok(Math.abs(addBox.height - buyBox.height) < 1, `heights ${addBox.height} and ${buyBox.height}`);
  assert.ok(Math.abs(addBox.y - buyBox.y) < 1, 'side by side, top-aligned');
});

test('a long email breaks inside the profile card instead of running past its edge', async ({
  session: { page, context },
  server,
}) => {
  const email = 'a.rather.long.mailbox.name@subdomain.of-a-long-company-domain.example.com';
  const { token } = await newBuyer(server, 'longmail', { email });
  await holdToken(context, server.baseURL, token);
  await page.goto('/profile');
  const shown = page.getByText(email, { exact: true });
  await shown.waitFor();
  const spill = await shown.evaluate((element) => {
    const card = (element.closest('.adm-list-body') ?? element.closest('form')) as HTMLElement;
    return element.getBoundingClientRect().right - card.getBoundingClientRect().right;
  });
  assert.ok(spill <= 0, `the email runs ${spill} px past the card`);
});

test('de: "Als Standardadresse festlegen" reads on one line beside its switch in the checkout sheet', async ({
  addressedBuyer: { api },
  page,
}) => {
  const product = await productWithSpecs(api);
  await page.goto(`${buyNowPath(product.sku.id)}&lang=de`);
  await page.getByRole('button', { name: /Lieferadresse ändern/ }).click();
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const label = page.getByText('Als Standardadresse festlegen', { exact: true });
  await label.waitFor();
  const [lines = []] = await renderedLines(label);
  assert.deepEqual(lines, ['Als Standardadresse festlegen']);
});

test('full-screen pictures cover the page and close by their ✕ or Escape', async ({
  buyer: { api },
  page,
}) => {
  const product = await productWithSpecs(api);
  await page.goto(`/detail/${product.productId}`);
  const picture = page.getByRole('button', { name: /^Picture 1 of \d+ of .*tap to enlarge$/ });
  const close = page.getByRole('button', { name: 'Close' });
  await picture.click();
  await close.waitFor();
  await page.keyboard.press('Escape');
  await expect(close).toBeHidden();
  await picture.click();
  await close.waitFor();
  // The page's title no longer shows through under the viewer's "1 / 3".
  const covered = await page.evaluate(() => {
    const title = document.querySelector('h1') as HTMLElement;
    const box = title.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const mask = top?.closest('.adm-mask');
    return mask ? getComputedStyle(mask).backgroundColor : 'the title is on top';
  });
  assert.equal(covered, 'rgb(0, 0, 0)');
  await close.click();
  await expect(close).toBeHidden();
});

for (const path of ['/closeAccount', '/changePayPwd']) {
  test(`ar: ${path} with its payment-code cells stays on the phone, nothing scrolled out of sight`, async ({
    session: { page, context },
    server,
  }) => {
    const { token } = await newBuyer(server, `rtl_code_${path.slice(1)}`, { payCode: '135790' });
    await holdToken(context, server.baseURL, token);
    await chooseLanguage(context, server.baseURL, 'ar');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The cells take the focus and open the number pad: the page must not scroll to the input behind them.
    await expect(page.locator('.adm-number-keyboard-key-ok')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    // A phone widens its layout to what overflows (innerWidth follows): the page is held to the screen's width.
    const phone = page.viewportSize()?.width ?? 0;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= phone, `the page is ${width} px wide on a ${phone} px phone`);
  });
}
