// Web Push in the offline app's service worker (imported by the Workbox worker, build/offline-app.ts;
// decision 0116): a push shows its notice; a tap opens the notice's screen in an open window, or a new one.
self.addEventListener('push', (event) => {
  const notice = event.data ? event.data.json() : null;
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

async function openNotice(url) {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = open.find((c) => new URL(c.url).origin === target.origin);
  // A window the worker does not control cannot be navigated: a new one opens instead.
  const opened = client ? await client.navigate(target.href).catch(() => null) : null;
  if (opened) await opened.focus().catch(() => undefined);
  else await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotice(event.notification.data?.url ?? '/notification'));
});

// What a tap does, named for the browser test: nothing can tap a system notification there
// (e2e/specs/push-notice.spec.ts).
self.crossbayOpenNotice = openNotice;
