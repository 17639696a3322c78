import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { announcements, waitForAnnouncement } from '../support/announcements.ts';
import { paidOrder, placedOrder } from '../support/buyer-orders.ts';
import { test as base, expect, expectCleanPage } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import { type ShopApi, skuOf } from '../support/shop-api.ts';
import { chooseLanguage } from '../support/shop-session.ts';

type UserInfo = { balance: string };

const picture = await sharp({
  create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 90, b: 40 } },
})
  .png()
  .toBuffer();

// The demo buyer with a home address, logged in; every page the test opened is clean at its end.
const test = base.extend<{ api: ShopApi; buyerPage: Page }>({
  api: async ({ addressedBuyer }, use) => {
    await use(addressedBuyer.api);
  },
  buyerPage: async ({ session, api: _loggedIn }, use) => {
    await use(session.page);
    expectCleanPage(session);
  },
});

async function addPicture(page: Page): Promise<void> {
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
  // antd-mobile's uploader: a button, and the file input behind it (also a button named Upload).
  await page
    .getByRole('button', { name: 'Upload' })
    .last()
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: picture });
  await uploaded;
  // The uploader draws the picture without a name of its own.
  await page.getByRole('img', { name: '', exact: true }).first().waitFor();
}

/** Taps an order action on the order's page, and says yes when it asks first (cancel, receipt, refund). */
async function orderAction(page: Page, orderId: number, action: string, asks = false): Promise<void> {
  await page.goto(`/orderInfo/${orderId}`);
  await page.getByRole('button', { name: action }).click();
  if (asks) await page.getByRole('dialog').getByRole('button', { name: action }).click();
}

test('a refund before delivery: applied with proof, passed by ops, money back on the balance', async ({
  api,
  buyerPage: page,
  server,
}) => {
  const order = await paidOrder(api);
  const before = await api.get<UserInfo>('/api/user/getUserInfo');

  await orderAction(page, order.id, 'Apply for a refund', true);
  await page.getByRole('heading', { level: 1, name: 'Apply for a refund' }).waitFor();
  await page.getByText(order.sn).first().waitFor();
  // spec §5: reason, explanation and proof are required.
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await page.getByText('Please choose the reason').waitFor();
  await page.getByText('Please enter an explanation').waitFor();
  await page.getByText('Please upload a proof').waitFor();
  const amount = page.getByRole('textbox', { name: 'Refund amount' });
  assert.equal(await amount.inputValue(), order.total, 'the whole order is asked back unless changed');
  await amount.fill('999999');
  await page.getByText(/The refund amount cannot be more than/).waitFor();
  await amount.fill(order.total);

  await page.getByRole('radio', { name: 'Refund only' }).check();
  await page.getByRole('button', { name: /^Reason: / }).click();
  await page
    .getByRole('dialog', { name: 'Reason' })
    .getByRole('radio', { name: 'I changed my mind' })
    .check();
  await page.getByRole('textbox', { name: 'Explanation' }).fill('Ordered the wrong size, not shipped yet.');
  await addPicture(page);
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await waitForAnnouncement(page, 'Apply successful');
  await page.waitForURL(`**/orderInfo/${order.id}`);
  await page.getByRole('heading', { level: 2, name: 'Refunding' }).waitFor();

  const listed = await runOps(server, 'refund', 'list');
  const refundId = new RegExp(`^(\\d+)\\s.*${order.sn}`, 'm').exec(listed)?.[1];
  assert.ok(refundId, `ops refund list shows the application:\n${listed}`);
  assert.match(await runOps(server, 'refund', 'pass', refundId, '--note', 'not shipped yet'), /done/);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Refunded' }).waitFor();
  const after = await api.get<UserInfo>('/api/user/getUserInfo');
  assert.equal(
    Math.round(Number(after.balance) * 100),
    Math.round((Number(before.balance) + Number(order.total)) * 100),
    'the refund is back on the balance',
  );
  await page.goto('/capitalRecord?type=refund');
  const fund = page.getByRole('list', { name: 'Fund records' });
  await fund
    .getByRole('button', { name: /Refund/ })
    .getByText(`+$${order.total}`)
    .waitFor();
  // The record names the order by its number and leads to it (issue 34: it said "Order #901", an inner id).
  await fund.getByRole('button', { name: /Refund/ }).click();
  await page.getByRole('link', { name: `Order ${order.sn}` }).click();
  await page.waitForURL(`**/orderInfo/${order.id}`);
});

test('a review after receipt, with a score and a picture, completes the order and shows on the product page', async ({
  api,
  buyerPage: page,
  server,
}) => {
  // A product other buyers reviewed more than its page shows, so that the sheet of every review opens.
  const order = await paidOrder(api, [], 4);
  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX9');
  await api.post('/api/order/receive', { id: order.id });

  await orderAction(page, order.id, 'Review');
  await page.getByRole('heading', { level: 1, name: 'Write a review' }).waitFor();
  await page.getByRole('button', { name: 'Publish the review' }).click();
  await page.getByText('The review cannot be empty').waitFor();
  await page
    .getByRole('radiogroup', { name: 'Delivery' })
    .getByRole('radio', { name: '3 of 5 stars' })
    .check();
  await page.getByRole('textbox', { name: 'Your review' }).fill('Well made, the box was a little crushed.');
  await addPicture(page);
  await page.getByRole('button', { name: 'Publish the review' }).click();
  await waitForAnnouncement(page, 'Review published');
  await page.waitForURL(`**/orderInfo/${order.id}`);
  await page.getByRole('heading', { level: 2, name: 'Completed' }).waitFor();

  await page.goto(`/detail/${order.items[0]?.product_id}`);
  // The reviewer's name masked, the spec bought beside the review (issue 38.5).
  const mine = page.getByRole('listitem').filter({ hasText: 'Well made, the box was a little crushed.' });
  await expect(mine.getByText('d***o', { exact: true })).toBeVisible();
  await expect(mine.getByText(`Bought: ${order.items[0]?.spec}`)).toBeVisible();
  await expect(page.getByText('demo', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: /^See all \d+ reviews$/ }).click();
  const sheet = page.getByRole('dialog', { name: /^Reviews \(\d+\)$/ });
  await expect(sheet.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked();
  await expect(sheet.getByText(/^.\*\*\*.?$/u)).toHaveCount(10);
  await sheet.getByText(/^With pictures \(1\)$/).click();
  // Each review names its reviewer masked: one name, one review.
  await expect(sheet.getByText(/^.\*\*\*.?$/u)).toHaveCount(1);
  await expect(sheet.getByText('Well made, the box was a little crushed.')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Review picture 1' })).toBeVisible();
});

test('product cards show their stars and review count from real reviews', async ({ session, server }) => {
  type Card = { id: number; name: string; rating: number | null; reviews: number };
  const answer = (await (await fetch(`${server.baseURL}/api/index/hot_product?limit=20`)).json()) as {
    data: { list: Card[] };
  };
  const rated = answer.data.list.find((card) => card.reviews > 1 && card.rating !== null);
  assert.ok(rated, 'a popular product has reviews');
  const { page } = session;
  await page.goto('/home');
  const card = page.getByRole('listitem').filter({ hasText: rated.name });
  await expect(
    card.getByRole('img', {
      name: `Rated ${rated.rating?.toFixed(1)} out of 5 from ${rated.reviews} reviews`,
    }),
  ).toBeVisible();
  await expect(card.getByText(`(${rated.reviews})`)).toBeVisible();
  expectCleanPage(session);
});

test('a question to a shop from a product page, answered by the shop', async ({
  api,
  buyerPage: page,
  server,
}) => {
  const sku = await skuOf(api, 'physical');

  await page.goto(`/detail/${sku.productId}`);
  await page.getByRole('link', { name: 'Ask' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ask the shop' }).waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Please enter your message').waitFor();
  await page.getByRole('textbox', { name: 'Your question' }).fill('Is this waterproof?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/consult\/detail\/\d+$/);
  const thread = page.getByRole('list', { name: 'Messages' });
  await thread.getByText('Is this waterproof?').waitFor();

  const id = /\/consult\/detail\/(\d+)$/.exec(page.url())?.[1];
  assert.ok(id);
  assert.match(await runOps(server, 'consult', 'reply', id, 'Yes,', 'up', 'to', '30', 'metres.'), /./);
  await page.reload();
  await thread.getByText('Yes, up to 30 metres.').waitFor();
  await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you!');
  await page.getByRole('button', { name: 'Send' }).click();
  await thread.getByText('Thank you!').waitFor();

  await page.goto('/consult/list');
  await page.getByRole('heading', { level: 1, name: 'My questions' }).waitFor();
  await page.getByRole('article').getByText('Thank you!').waitFor();
  await page.getByRole('article').getByText('Waiting for reply').waitFor();
});

test('a suggestion to the platform with a certificate, and the platform’s reply', async ({
  buyerPage: page,
  server,
}) => {
  await page.goto('/platformComplaint');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Please enter the content').waitFor();
  await page.getByText('Please upload the certificate').waitFor();
  await page.getByRole('textbox', { name: 'Complaint or suggestion' }).fill('Please add a dark mode.');
  await addPicture(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await waitForAnnouncement(page, 'Sent. The platform will reply here.');
  const entry = page.getByRole('article', { name: /^To the platform, sent / });
  await entry.getByText('Please add a dark mode.').waitFor();
  await entry.getByText('Waiting for reply').waitFor();

  const listed = await runOps(server, 'complaint', 'list');
  const id = /^(\d+)\s/m.exec(listed)?.[1];
  assert.ok(id, `ops complaint list shows it:\n${listed}`);
  await runOps(server, 'complaint', 'reply', id, 'It', 'is', 'on', 'our', 'list.');
  await page.reload();
  await entry.getByText('It is on our list.').waitFor();
  await entry.getByText('Replied').waitFor();
});

test('an order that is not the buyer’s is “not found” on the refund screen, with the way to my purchases', async ({
  buyerPage: page,
}) => {
  // The server answers Not found alike for another buyer's order and for none at all.
  await page.goto('/refund/999999');
  await page.getByRole('heading', { name: 'Order not found' }).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Try again' }).count(),
    0,
    'trying again would not help',
  );
  await page.getByRole('button', { name: 'My purchases' }).click();
  await page.waitForURL('**/myPurchases/all');
});

test('only cancel, receipt and refund ask first, in words that say what each button does; ✕ and Escape close', async ({
  api,
  buyerPage: page,
}) => {
  const order = await placedOrder(api);
  await page.goto('/myPurchases/waiting_pay');
  const card = page.getByRole('article').filter({ hasText: order.sn });
  // Pay opens the pay sheet, whose code entry is the confirmation.
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  const paySheet = page.getByRole('dialog', { name: 'Pay now' });
  await paySheet.getByRole('button', { name: 'Close' }).click();
  await expect(paySheet).toBeHidden();

  const cancel = card.getByRole('button', { name: 'Cancel order' });
  const prompt = page.getByRole('dialog', { name: 'Cancel this order?' });
  await cancel.click();
  await expect(prompt.getByRole('button', { name: 'Keep order' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await cancel.click();
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await prompt.getByRole('button', { name: 'Cancel order' }).click();
  await waitForAnnouncement(page, 'Order cancelled');
});

test('a missing or unknown id says what is missing and the way back, in the app’s words, without a toast', async ({
  buyerPage: page,
  session,
  server,
}) => {
  await page.goto('/orderInfo/999999');
  await expect(page.getByRole('heading', { name: 'This order could not be found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // The toast would have come before the screen: the request client shows it as the answer arrives.
  expect(await announcements(page)).toEqual([]);

  for (const [path, missing, away] of [
    ['/orderInfo', 'This order could not be found', 'Go to my orders'],
    ['/comment', 'Order not found', 'My purchases'],
    ['/refund', 'Order not found', 'My purchases'],
    ['/consult', 'No shop chosen', 'My questions'],
    ['/consult/detail', 'Conversation not found', 'My questions'],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: missing })).toBeVisible();
    await expect(main).not.toContainText('Please wait a minute');
    await expect(main.getByRole('button', { name: away })).toBeVisible();
  }

  await chooseLanguage(session.context, server.baseURL, 'de');
  await page.goto('/consult/detail');
  await expect(page.getByRole('heading', { name: 'Gespräch nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Versuche Sie es später');
  await page.getByRole('button', { name: 'Meine Fragen' }).click();
  await expect(page).toHaveURL(/\/consult\/list$/);
});
