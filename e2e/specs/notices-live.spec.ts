import { paidOrder } from '../support/buyer-orders.ts';
import { expect, expectCleanPage, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';

test.use({ serverEnv: { NOTICE_STREAM: 'true' } });

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
