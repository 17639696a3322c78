import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { mailedCodeCount, waitForMailedCode } from '../support/account-mail.ts';
import { paidOrder } from '../support/buyer-orders.ts';
import { expect, expectCleanPage, keepScreenshot, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';
import type { RunningServer } from '../support/server.ts';
import { type ShopApi, skuOf } from '../support/shop-api.ts';

// The demo buyer (server/src/seed/demo-settings.ts).
const DEMO_EMAIL = 'demo@crossbay.local';
const PAY_CODE = '123456';
// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
const ANNOUNCEMENT = 'Short maintenance tonight';

const picture = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 60, g: 110, b: 200 } },
})
  .png()
  .toBuffer();

/**
 * One notice of each kind, each through the flow that writes it: the buyer's request through the API, the
 * operator's decision through `ops`, as in the shop. Answers the ids the screens are opened with.
 */
async function noticeOfEachKind(api: ShopApi, server: RunningServer) {
  const ops = (...args: string[]) => runOps(server, ...args);
  const proof = await api.upload(picture);

  const shipped = await paidOrder(api);
  await ops('order', 'ship', shipped.sn, '--company', 'Kerry', '--tracking', 'KX5');

  const refunded = await paidOrder(api);
  const refund = await api.post<{ id: number }>('/api/refund/apply', {
    order_id: refunded.id,
    type: 'refund_only',
    goods_state: 'not_received',
    amount: '1.00',
    reason: 'changed_mind',
    explanation: 'I ordered the wrong size',
    proof: [proof],
  });
  await ops('refund', 'pass', String(refund.id), '--note', 'not shipped yet');

  const recharge = await api.post<{ id: number }>('/api/user/recharge', {
    method: 'chain',
    network: 'TRC20',
    address: TRON,
    amount: '10.00',
    evidence: proof,
    idempotency_key: randomUUID(),
  });
  await ops('recharge', 'pass', String(recharge.id), '--arrival', '10.00');

  const mailed = mailedCodeCount(server, DEMO_EMAIL);
  await api.post('/api/ems/send', { email: DEMO_EMAIL, event: 'withdraw' });
  const withdrawal = await api.post<{ id: number }>('/api/user/extract', {
    type: 'bank',
    amount: '20.00',
    card_number: '4111 1111 1111 1111',
    bank_name: 'First Test Bank',
    holder: 'Demo Buyer',
    email_code: await waitForMailedCode(server, DEMO_EMAIL, mailed),
    pay_password: PAY_CODE,
    idempotency_key: randomUUID(),
  });
  await ops('withdraw', 'refuse', String(withdrawal.id), '--reason', 'card closed');

  const complaint = await api.post<{ id: number }>('/api/user/complain', {
    order_id: shipped.id,
    content: 'The box was crushed',
    certificate: proof,
  });
  await ops('complaint', 'reply', String(complaint.id), 'We', 'have', 'warned', 'the', 'courier');

  const asked = await skuOf(api, 'physical');
  const thread = await api.post<{ id: number }>('/api/consult/add', {
    merchant_id: asked.shopId,
    product_id: asked.productId,
    content: 'Does it come with a case?',
  });
  await ops('consult', 'reply', String(thread.id), 'Yes,', 'a', 'soft', 'one.');

  await ops(
    'notice',
    'publish',
    '--lang',
    'en',
    '--title',
    ANNOUNCEMENT,
    '--body',
    'Tonight 02:00–03:00 UTC',
  );
  return { shipped, refunded, thread };
}

test('every notice about something opens its screen and is read; an announcement opens in place', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const { shipped, refunded, thread } = await noticeOfEachKind(api, server);
  // The seed's announcements count too: the counts are the unread rows, whatever they are.
  let unread = (await api.get<{ unread: number }>('/api/notice/list?limit=1')).unread;

  await page.goto('/me');
  const bell = page.getByRole('link', { name: `Notifications, ${unread} unread` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText(`Unread: ${unread}`, { exact: true })).toBeVisible();
  await keepScreenshot(page, 'notification-list-en-390x844.png');

  const opens: [title: string, url: RegExp, heading: string][] = [
    ['Your order has shipped', new RegExp(`/orderInfo/${shipped.id}$`), 'Order details'],
    ['Refund approved', new RegExp(`/refund/${refunded.id}$`), 'Apply for a refund'],
    ['Recharge credited', /\/topUpRecord$/, 'Recharge records'],
    ['Withdrawal refused', /\/depositRecord$/, 'Withdrawal records'],
    ['Reply to your complaint', new RegExp(`/complaint/${shipped.id}$`), 'Complaint'],
    ['The shop replied', new RegExp(`/consult/detail/${thread.id}$`), 'Question details'],
  ];
  for (const [title, url, heading] of opens) {
    const notice = page.getByRole('link', { name: new RegExp(title) });
    await expect(notice).toContainText('Unread');
    await notice.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    unread -= 1;
    await page.goBack();
    await expect(page.getByText(`Unread: ${unread}`, { exact: true })).toBeVisible();
    await expect(notice).not.toContainText('Unread');
  }

  // An announcement has nothing to open: it shows its text where it is.
  const announcement = page.getByRole('button', { name: new RegExp(ANNOUNCEMENT) });
  await announcement.click();
  await expect(announcement).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Tonight 02:00–03:00 UTC')).toBeVisible();
  unread -= 1;
  await expect(
    page.getByText(unread > 0 ? `Unread: ${unread}` : 'All notices read', { exact: true }),
  ).toBeVisible();

  await page.goto('/me');
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  expectCleanPage(session);
});
