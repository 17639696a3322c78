import { shippedOrder } from '../support/buyer-orders.ts';
import { COURIER_ENV, courierScan } from '../support/courier-scan.ts';
import { expect, expectCleanPage, keepScreenshot, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';

test.use({ serverEnv: COURIER_ENV });

test("the courier's scans show as a timeline on the order, the latest on its card, with a link to the courier", async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const order = await shippedOrder(api, server, 'KX77');
  const hub = {
    event_id: 'kx77-1',
    tracking_number: 'KX77',
    status: 'at_hub',
    place: 'Bangkok hub',
    occurred_at: '2026-11-28T01:00:00Z',
  };
  expect((await courierScan(server.baseURL, hub)).status).toBe(200);
  const forged = await courierScan(
    server.baseURL,
    { ...hub, event_id: 'kx77-x', place: 'Nowhere' },
    { secret: 'guessed' },
  );
  expect(forged.status).toBe(401);
  await runOps(
    server,
    'order',
    'track',
    order.sn,
    '--status',
    'out_for_delivery',
    '--place',
    'Sukhumvit',
    '--text',
    'With the courier since 08:10',
    '--at',
    '2026-11-28T03:00:00Z',
  );

  await page.goto(`/orderInfo/${order.id}`);
  const logistics = page.getByRole('region', { name: 'Logistics information' });
  const timeline = logistics.getByRole('list', { name: 'Courier tracking' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Out for delivery');
  await expect(timeline.getByRole('listitem').first()).toContainText('With the courier since 08:10');
  await expect(timeline.getByRole('listitem').last()).toContainText('At a sorting hub');
  await expect(timeline.getByRole('listitem').last()).toContainText('Bangkok hub');
  await expect(logistics.getByText('Nowhere')).toHaveCount(0);
  await expect(logistics.getByRole('link', { name: 'Track on the Kerry Express website' })).toHaveAttribute(
    'href',
    /kerryexpress\.com.*KX77/,
  );
  await keepScreenshot(page, 'order-tracking-en-390x844.png', { fullPage: true });

  await page.goto('/myPurchases/delivered');
  const card = page.getByRole('article', { name: order.merchant_name });
  await expect(card).toContainText('Out for delivery · Sukhumvit');
  expectCleanPage(session);
});
