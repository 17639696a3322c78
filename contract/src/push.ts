import { z } from 'zod';
import { requestObject } from './request.ts';

// Web Push and email of a buyer's notices (issue 37 item 6, decision 0116).

/** What a buyer turns push and email on or off for: each notice belongs to one. */
export const DELIVERY_KINDS = [
  'shipped',
  'delivered',
  'late_credit',
  'refund',
  'tracking',
  'wallet',
  'complaint',
  'consult',
  'security',
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** The kinds also sent by email (when the shop sends mail); the rest are pushed only. */
export const MAIL_KINDS = ['shipped', 'delivered', 'late_credit', 'refund'] as const satisfies DeliveryKind[];

export const DELIVERY_CHANNELS = ['push', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

// A notice's message key (server messages `notice.<key>`) decides its kind; a key not named here falls back on
// the notice's own kind (order, wallet, complaint, consult, security).
const KIND_OF_MESSAGE: Record<string, DeliveryKind> = {
  shipped: 'shipped',
  parcelDelivered: 'delivered',
  lateDelivery: 'late_credit',
  refundPassed: 'refund',
  refundRefused: 'refund',
  parcelFailedAttempt: 'tracking',
  parcelReturned: 'tracking',
};
const KIND_OF_NOTICE: Record<string, DeliveryKind> = {
  order: 'tracking',
  wallet: 'wallet',
  complaint: 'complaint',
  consult: 'consult',
  security: 'security',
};

/** The delivery kind of a notice, null for one nobody is sent (a platform announcement). */
export function deliveryKindOf(noticeKind: string, messageKey: string | null): DeliveryKind | null {
  return (messageKey ? KIND_OF_MESSAGE[messageKey] : undefined) ?? KIND_OF_NOTICE[noticeKind] ?? null;
}

/** Subscriptions one buyer may hold (browsers, devices); a new one past this drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_BUYER = 10;
export const PUSH_ENDPOINT_MAX = 1000;

/** GET /api/push/key: the server's VAPID public key (base64url), for `PushManager.subscribe`. */
export const PushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKey>;

const base64url = (max: number, error: string) =>
  z
    .string({ error })
    .min(16, { error })
    .max(max, { error })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error });

/** POST /api/push/subscribe: the browser's `PushSubscription.toJSON()` (its endpoint and keys). */
export const PushSubscribeBody = requestObject({
  endpoint: z
    .string({ error: 'validation.pushEndpointInvalid' })
    .max(PUSH_ENDPOINT_MAX, { error: 'validation.pushEndpointInvalid' })
    .regex(/^https?:\/\/[^\s]+$/, { error: 'validation.pushEndpointInvalid' }),
  keys: z.strictObject(
    {
      p256dh: base64url(200, 'validation.pushKeyInvalid'),
      auth: base64url(64, 'validation.pushKeyInvalid'),
    },
    { error: 'validation.pushKeyInvalid' },
  ),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

/** POST /api/push/unsubscribe. */
export const PushUnsubscribeBody = requestObject({ endpoint: PushSubscribeBody.shape.endpoint });

/** GET /api/push/preferences: what is on per kind and channel (everything unless turned off). */
export const DeliveryPreferences = z.object({
  push: z.record(z.enum(DELIVERY_KINDS), z.boolean()),
  email: z.record(z.enum(MAIL_KINDS), z.boolean()),
});
export type DeliveryPreferences = z.infer<typeof DeliveryPreferences>;

/** POST /api/push/preferences: one kind on one channel on or off; answers every preference. */
export const DeliveryPreferenceBody = requestObject({
  channel: z.enum(DELIVERY_CHANNELS, { error: 'validation.deliveryKindInvalid' }),
  kind: z.enum(DELIVERY_KINDS, { error: 'validation.deliveryKindInvalid' }),
  on: z.boolean({ error: 'validation.deliveryKindInvalid' }),
}).refine((body) => body.channel === 'push' || (MAIL_KINDS as readonly string[]).includes(body.kind), {
  error: 'validation.deliveryKindInvalid',
  path: ['kind'],
});
export type DeliveryPreferenceBody = z.infer<typeof DeliveryPreferenceBody>;

/** What a push carries to the service worker: shown as a notification; a tap opens `url` in the app. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
