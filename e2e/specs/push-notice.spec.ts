import type { Notice, NoticePage } from '@crossbay/contract/notices';
import type { DeliveryPreferences, PushPayload } from '@crossbay/contract/push';
import { paidOrder } from '../support/buyer-orders.ts';
import { expect, test } from '../support/fixtures.ts';
import { runOps } from '../support/ops.ts';

test.use({ serviceWorkers: 'allow' });

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

// Issue 37 item 6: a push reaches the installed app's service worker, which shows the notice; its tap opens the
// order. The push is delivered by Chromium's DevTools protocol (no push service runs here) with what the server
// pushes for this notice; nothing can tap a system notification, so the worker's tap handling is called in the
// worker with the notification it shows.
test('a push shows the notice as a notification, and opening it shows the order', async ({
  addressedBuyer: { api },
  session,
  server,
}) => {
  const { page, context } = session;
  await context.grantPermissions(['notifications'], { origin: server.baseURL });
  const order = await paidOrder(api);
  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX77');
  const notice = (await api.get<NoticePage>('/api/notice/list')).list[0] as Notice;
  expect(notice.title).toBe('Your order has shipped');

  await page.goto('/home');
  // The worker installs at the first tap (or when the browser is idle).
  await page.mouse.click(5, 400);
  // It precaches the app before it is active: seconds on a busy machine.
  await expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: Registration[] }) => {
        const found = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(server.baseURL));
        if (found) resolve(found.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const payload: PushPayload = {
    title: notice.title,
    body: notice.body,
    url: `/orderInfo/${order.id}`,
    tag: `notice-${notice.id}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.baseURL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  await expect
    .poll(shown)
    .toEqual([{ title: notice.title, body: notice.body, url: `/orderInfo/${order.id}` }]);

  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the app has a service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      crossbayOpenNotice: (url: string) => Promise<void>;
    };
    const [shownNotice] = await scope.registration.getNotifications();
    const data = shownNotice?.data as { url?: string } | undefined;
    if (!data?.url) throw new Error('the notification carries its screen');
    await scope.crossbayOpenNotice(data.url);
  });
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${order.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Shipped', exact: true })).toBeVisible();
});

test('Notification settings: each kind turned off stays off; a browser without push is told to use the inbox', async ({
  buyer: { api },
  session,
}) => {
  const { page } = session;
  await page.goto('/setting');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByText('Your browser will ask for permission next.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  const mailed = page
    .getByRole('list', { name: 'Sent by email' })
    .getByRole('switch', { name: 'Order shipped' });
  await expect(mailed).toBeChecked();
  await mailed.click();
  await expect
    .poll(async () => (await api.get<DeliveryPreferences>('/api/push/preferences')).email.shipped)
    .toBe(false);
  await page.reload();
  await expect(mailed).not.toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Pushed to your devices' }).getByRole('switch', { name: 'Order shipped' }),
  ).toBeChecked();

  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.reload();
  await expect(
    page.getByText('This browser cannot receive push notifications.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
});
