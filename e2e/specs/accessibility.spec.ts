import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import type { Page } from '@playwright/test';
import { appTexts } from '../support/app-texts.ts';
import { describeFindings, seriousViolations } from '../support/axe.ts';
import { newBuyer } from '../support/buyers.ts';
import { test as base, oncePerServer, type Session } from '../support/fixtures.ts';
import { addHomeAddress, type ShopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// WCAG 2.2 AA with axe on the screens a buyer goes through, in a left-to-right and a right-to-left locale.
const LOCALES = ['en', 'ar'] as const;
const PAY_CODE = '135790';

type Scene = { api: ShopApi; token: string; productId: number; skuId: number; orderId: number };

// A buyer per locale with a paid order, a bag, a wishlist and money, made once on the file's server.
const prepareScenes = oncePerServer(async (server) => {
  const scenes = new Map<string, Scene>();
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
  return scenes;
});

/** The test's browser in the locale, holding the locale's buyer's session when `loggedIn`. */
const test = base.extend<{
  asBuyer: (locale: string, loggedIn: boolean) => Promise<Session & { scene: Scene }>;
}>({
  asBuyer: async ({ server, session }, use) => {
    const scenes = await prepareScenes(server);
    await use(async (locale, loggedIn) => {
      const scene = scenes.get(locale);
      assert.ok(scene);
      await chooseLanguage(session.context, server.baseURL, locale);
      if (loggedIn) await holdToken(session.context, server.baseURL, scene.token);
      return { ...session, scene };
    });
  },
});

/**
 * Waits until the screen's heading is drawn, its data has come and its animations have ended; one that never ends
 * (the focused payment-code field's blinking caret) is not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

async function assertAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `${screen}:\n${describeFindings(findings)}`);
}

for (const locale of LOCALES) {
  const screens: [string, (scene: Scene) => string][] = [
    ['home', () => '/home'],
    ['search results', () => '/search?q=phone'],
    ['product detail', (s) => `/detail/${s.productId}`],
    ['bag', () => '/bag'],
    ['wishlist', () => '/heart'],
    ['checkout', (s) => buyNowPath(s.skuId)],
    ['order list', () => '/myPurchases'],
    ['order detail', (s) => `/orderInfo/${s.orderId}`],
    ['withdraw', () => '/withDraw'],
    ['recharge', () => '/topUp'],
    ['on-chain recharge', () => '/walletTopUp'],
    ['transfer recharge', () => '/cardTopUp'],
    ['notification settings', () => '/noticeSettings'],
  ];
  for (const [screen, path] of screens) {
    test(`${locale}: ${screen} has no critical or serious WCAG 2.2 AA violation`, async ({ asBuyer }) => {
      const session = await asBuyer(locale, true);
      await session.page.goto(path(session.scene));
      await assertAccessible(session.page, screen);
    });
  }

  test(`${locale}: the live regions for messages are there before the first message`, async ({ asBuyer }) => {
    const session = await asBuyer(locale, false);
    await session.page.goto('/login');
    await settled(session.page);
    // Each is the app's own live region, empty until a message comes.
    for (const role of ['alert', 'status'] as const) {
      const region = session.page.getByRole(role, { includeHidden: true }).filter({ hasText: /^$/ });
      assert.equal(await region.count(), 1, `one empty ${role} region`);
      assert.equal(await region.getAttribute('id'), `announcer-${role}`);
    }
  });

  for (const screen of ['login', 'register']) {
    test(`${locale}: ${screen} has no critical or serious WCAG 2.2 AA violation`, async ({ asBuyer }) => {
      const session = await asBuyer(locale, false);
      await session.page.goto(`/${screen}`);
      await assertAccessible(session.page, screen);
    });
  }

  test(`${locale}: the payment-code sheet has no critical or serious violation`, async ({ asBuyer }) => {
    const session = await asBuyer(locale, true);
    const { page, scene } = session;
    await page.goto(buyNowPath(scene.skuId));
    await settled(page);
    const text = await appTexts(locale);
    await page.getByRole('button', { name: text('orders.checkout.submit') }).click();
    await page.getByRole('dialog', { name: text('orders.pay.title') }).waitFor();
    await assertAccessible(page, 'payment-code sheet');
  });

  test(`${locale}: withdraw with its errors shown has no critical or serious violation`, async ({
    asBuyer,
  }) => {
    const session = await asBuyer(locale, true);
    const { page } = session;
    await page.goto('/withDraw');
    await settled(page);
    const text = await appTexts(locale);
    await page.getByRole('button', { name: text('wallet.withdraw.submit') }).click();
    // The form's errors are in its own alert, apart from the announcer's (outside the main landmark).
    const alert = page.getByRole('main').getByRole('alert');
    await alert.first().waitFor();
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
    assert.equal(await alert.count(), 1, 'one alert at a time');
    assert.ok(errors.includes((await alert.textContent()) ?? ''), 'the alert is one of the errors');
    assert.equal(
      await page.getByText(errors[0] ?? '', { exact: true }).count(),
      1,
      'each error text is on the page once',
    );
  });
}
