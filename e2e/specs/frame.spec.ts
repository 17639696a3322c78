import assert from 'node:assert/strict';
import { appInCharge } from '../support/app-in-charge.ts';
import { DESKTOP, PHONE } from '../support/chromium.ts';
import { waitForTitle } from '../support/document-title.ts';
import { expectCleanPage, keepScreenshot, test } from '../support/fixtures.ts';
import { chooseLanguage, cookieValue, LANGUAGE_COOKIE } from '../support/shop-session.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('on a desktop the app sits in a centred column 480 px wide', async ({ session, page }) => {
    await page.goto('/home');
    await page.getByRole('list', { name: 'Categories' }).getByText('Toys').waitFor();
    for (const region of [page.getByRole('main'), page.getByRole('navigation', { name: 'Main menu' })]) {
      const box = await region.boundingBox();
      assert.ok(box);
      assert.equal(box.width, 480);
      assert.equal(box.x, (DESKTOP.viewport.width - 480) / 2);
    }
    expectCleanPage(session);
  });
});

test('on a phone the app takes the whole width', async ({ page }) => {
  await page.goto('/home');
  const box = await page.getByRole('main').boundingBox();
  assert.equal(box?.width, PHONE.viewport.width);
  assert.equal(box?.x, 0);
});

test('Arabic turns the layout right to left', async ({ session, server }) => {
  const { page, context } = session;
  await chooseLanguage(context, server.baseURL, 'ar');

  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  const home = await page.getByRole('link', { name: 'الرئيسية' }).boundingBox();
  const me = await page.getByRole('link', { name: 'حسابي' }).boundingBox();
  assert.ok(home && me && home.x > me.x, 'the first tab sits on the right');

  await page.goto('/detail/1');
  const back = await page.getByRole('button', { name: 'رجوع' }).first().boundingBox();
  assert.ok(back && back.x > PHONE.viewport.width / 2, 'the back button sits on the right');
  await waitForTitle(page, 'تفاصيل المنتج | Crossbay');
  expectCleanPage(session);
});

test('a newcomer switches to Arabic and back from the home board', async ({ session }) => {
  const { page, context } = session;

  await page.goto('/home');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('radio', { name: 'العربية' }).click();
  await page.getByRole('link', { name: 'استكشاف' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await cookieValue(context, LANGUAGE_COOKIE), 'ar');
  await page.getByRole('heading', { name: 'الفئات' }).waitFor();

  await page.getByRole('button', { name: 'تغيير اللغة' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Explore' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
  await page.getByRole('heading', { name: 'Categories' }).waitFor();
  expectCleanPage(session);
});

test('screenshots of home at 390×844 in English and Arabic', async ({ server, openSession }) => {
  for (const locale of ['en', 'ar']) {
    const { page, context } = await openSession();
    await chooseLanguage(context, server.baseURL, locale);
    await page.goto('/home');
    await page.getByRole('list').first().getByRole('listitem').nth(9).waitFor();
    await page.waitForLoadState('networkidle');
    await keepScreenshot(page, `home-${locale}-390x844.png`);
  }
});

test.describe('iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('on an iPhone a black strip sits above the app', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
    // The server draws /home for any device; the strip comes with the app.
    await appInCharge(page);
    const top = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, 4);
      return element ? getComputedStyle(element).backgroundColor : '';
    });
    assert.equal(top, 'rgb(0, 0, 0)');
  });
});
