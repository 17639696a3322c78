import type { PushKey, PushSubscribeBody } from '@crossbay/contract/push';
import { http } from '#web/api/client.ts';

/** Whether this browser can be pushed to: not an iPhone's Safari outside the home screen, nor an old browser. */
export const canPush = () =>
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function registration() {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Asks the browser's permission (after the screen explained it), subscribes with the server's key and hands the
 * subscription to the server. Answers the permission: anything but "granted" subscribed nothing.
 */
export async function turnOnPush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { public_key } = await http.get<PushKey>('/api/push/key');
  // The app registers its worker once the first screen is up (app/service-worker.ts); not yet, it does so here.
  if (!(await registration())) await navigator.serviceWorker.register('/sw.js');
  const worker = await navigator.serviceWorker.ready;
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(public_key),
  });
  const { endpoint, keys } = subscription.toJSON();
  await http.post<null>('/api/push/subscribe', { endpoint, keys } as PushSubscribeBody);
  return permission;
}

export async function turnOffPush(): Promise<void> {
  const subscription = await pushSubscription();
  if (!subscription) return;
  await http.post<null>('/api/push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
