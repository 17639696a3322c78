import { paidOrder } from '../support/buyer-orders.ts';
import { COURIER_ENV, courierScan } from '../support/courier-scan.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';

test.use({ serverEnv: { NOTICE_STREAM: 'true', ...COURIER_ENV } });

// Issue 37 item 5: the open app learns of a change at once. The operator ships the order the buyer is looking at;
// the order turns "Shipped" on the open screen, with no reload and no tap.
test('an order open on the screen turns "Shipped" when the operator ships it, without a reload', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const order = await paidOrder(api);
  await page.goto(`/orderInfo/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting to ship', exact: true })).toBeVisible();
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX55');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
  await expect(page.getByText('KX55')).toBeVisible();
  expect(reloads).toBe(0);
  expectCleanPage(session);
});

// The same in German, then the courier: a signed delivery scan shows on the open order at once; a forged one, the
// same delivery sent again and an old signed one change nothing.
test('de: the open order turns "Versandt", then shows the courier\'s signed delivery at once; forged and replayed scans change nothing', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page } = session;
  const order = await paidOrder(api);
  await page.goto(`/orderInfo/${order.id}?lang=de`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Warten auf Versand', exact: true }),
  ).toBeVisible();

  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX88');
  await expect(page.getByRole('heading', { level: 2, name: 'Versandt', exact: true })).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Sendungsverfolgung' });
  const delivered = {
    event_id: 'kx88-delivered',
    tracking_number: 'KX88',
    status: 'delivered',
    place: 'Sukhumvit',
    occurred_at: new Date().toISOString(),
  };
  const forged = await courierScan(
    server.baseURL,
    { ...delivered, event_id: 'kx88-x' },
    { secret: 'guessed' },
  );
  expect(forged.status).toBe(401);
  const at = Math.floor(Date.now() / 1000);
  expect((await courierScan(server.baseURL, delivered, { at })).status).toBe(200);
  await expect(timeline.getByRole('listitem').first()).toContainText('Zugestellt');
  await expect(timeline.getByRole('listitem').first()).toContainText('Sukhumvit');

  const again = await courierScan(server.baseURL, delivered, { at });
  expect(again.status).toBe(200);
  expect(((await again.json()) as { data: { recorded: boolean } }).data.recorded).toBe(false);
  const old = await courierScan(server.baseURL, { ...delivered, event_id: 'kx88-old' }, { at: at - 3600 });
  expect(old.status).toBe(401);
  await page.reload();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Zugestellt' })).toHaveCount(1);
  expectCleanPage(session);
});
