import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { appTexts } from '../support/app-texts.ts';
import { describeFindings, seriousViolations } from '../support/axe.ts';
import { openSession, type Session } from '../support/browser.ts';
import { newBuyer } from '../support/buyers.ts';
import { addHomeAddress, type ShopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

// WCAG 2.2 AA with axe on the screens a buyer goes through, in a left-to-right and a right-to-left locale.
const LOCALES = ['en', 'ar'] as const;
const PAY_CODE = '135790';

type Scene = { api: ShopApi; token: string; productId: number; skuId: number; orderId: number };
const scenes = new Map<string, Scene>();

const shop = shopUnderTest(async ({ server }) => {
  for (const locale of LOCALES) {
    const buyer = await newBuyer(server, `axe${locale}`, { payCode: PAY_CODE, grant: '900.00' });
    await addHomeAddress(buyer.api);
    const item = await skuOf(buyer.api, 'physical');
    const items = [{ sku_id: item.skuId, quantity: 1 }];
    const { total } = await buyer.api.post<{ total: string }>('/api/order/preview', { items });
    const created = await buyer.api.post<{ orders: { id: number }[] }>('/api/order/create', {
      items,
      expected_total: total,
    });
    const orderId = created.orders[0]?.id ?? 0;
    await buyer.api.post('/api/order/pay', {
      order_ids: [orderId],
      pay_password: PAY_CODE,
      idempotency_key: randomUUID(),
    });
    await buyer.api.post('/api/cart/add', { sku_id: item.skuId, quantity: 1 });
    await buyer.api.post('/api/wishlist/add', { product_id: item.productId });
    scenes.set(locale, { ...buyer, ...item, orderId });
  }
});

/** Waits until the screen's heading is drawn, its data has come and its animations have ended. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
}

async function assertAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `${screen}:\n${describeFindings(findings)}`);
}

async function buyerSession(locale: string, loggedIn: boolean): Promise<Session & { scene: Scene }> {
  const scene = scenes.get(locale);
  assert.ok(scene);
  const session = await openSession(shop.browser, shop.server.baseURL);
  await chooseLanguage(session.context, shop.server.baseURL, locale);
  if (loggedIn) await holdToken(session.context, shop.server.baseURL, scene.token);
  return { ...session, scene };
}

for (const locale of LOCALES) {
  const screens: [string, (scene: Scene) => string][] = [
    ['home', () => '/home'],
    ['search results', () => '/search?q=phone'],
    ['product detail', (s) => `/detail/${s.productId}`],
    ['bag', () => '/bag'],
    ['wishlist', () => '/heart'],
    ['checkout', (s) => `/checkout?sku=${s.skuId}&qty=1`],
    ['order list', () => '/myPurchases'],
    ['order detail', (s) => `/orderInfo/${s.orderId}`],
    ['withdraw', () => '/withDraw'],
    ['recharge', () => '/topUp'],
    ['on-chain recharge', () => '/walletTopUp'],
    ['transfer recharge', () => '/cardTopUp'],
  ];
  for (const [screen, path] of screens) {
    test(`${locale}: ${screen} has no critical or serious WCAG 2.2 AA violation`, async (t) => {
      const session = await buyerSession(locale, true);
      t.after(session.close);
      await session.page.goto(path(session.scene));
      await assertAccessible(session.page, screen);
    });
  }

  test(`${locale}: the live regions for messages are there before the first message`, async (t) => {
    const session = await buyerSession(locale, false);
    t.after(session.close);
    await session.page.goto('/login');
    await settled(session.page);
    const regions = await session.page
      .locator('[role="alert"]#announcer-alert, [role="status"]#announcer-status')
      .count();
    assert.equal(regions, 2);
  });

  for (const screen of ['login', 'register']) {
    test(`${locale}: ${screen} has no critical or serious WCAG 2.2 AA violation`, async (t) => {
      const session = await buyerSession(locale, false);
      t.after(session.close);
      await session.page.goto(`/${screen}`);
      await assertAccessible(session.page, screen);
    });
  }

  test(`${locale}: the payment-code sheet has no critical or serious violation`, async (t) => {
    const session = await buyerSession(locale, true);
    t.after(session.close);
    const { page, scene } = session;
    await page.goto(`/checkout?sku=${scene.skuId}&qty=1`);
    await settled(page);
    const text = await appTexts(locale);
    await page.getByRole('button', { name: text('orders.checkout.submit') }).click();
    await page.getByRole('dialog', { name: text('orders.pay.title') }).waitFor();
    await assertAccessible(page, 'payment-code sheet');
  });

  test(`${locale}: withdraw with its errors shown has no critical or serious violation`, async (t) => {
    const session = await buyerSession(locale, true);
    t.after(session.close);
    const { page } = session;
    await page.goto('/withDraw');
    await settled(page);
    const text = await appTexts(locale);
    await page.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
    await page.locator('.adm-form-item-feedback-error').first().waitFor();
    await assertAccessible(page, 'withdraw with errors');

    // Each error is the description of its field, and the first is an alert, said when it appears.
    const described = await page.waitForFunction(() => {
      const invalid = [...document.querySelectorAll('[aria-invalid="true"]')];
      const texts = invalid.map((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
      return texts.length > 0 && texts.every(Boolean) ? texts : null;
    });
    const errors = (await described.jsonValue()) as string[];
    const alert = page.locator('.adm-form-item-feedback-error[role="alert"]');
    await alert.waitFor();
    assert.equal(await alert.count(), 1, 'one alert at a time');
    assert.ok(errors.includes((await alert.textContent()) ?? ''), 'the alert is one of the errors');
    assert.equal(
      await page.getByText(errors[0] ?? '', { exact: true }).count(),
      1,
      'each error text is on the page once',
    );
  });
}
