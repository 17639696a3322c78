import { Codes } from '@crossbay/contract/codes';
import {
  DELIVERY_KINDS,
  type DeliveryPreferenceBody,
  type DeliveryPreferences,
  MAIL_KINDS,
  type PushSubscribeBody,
} from '@crossbay/contract/push';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { deleteSubscription, optOutsOf, saveSubscription, setOptOut } from './push-repo.ts';
import { endpointAllowed } from './sender.ts';

export async function subscribe(db: Db, config: Config, userId: number, body: PushSubscribeBody) {
  if (!endpointAllowed(body.endpoint, config))
    throw new DomainError(Codes.ValidationFailed, 'validation.pushEndpointInvalid');
  await saveSubscription(db, {
    user_id: userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    created_at: nowIso(),
  });
}

/** Only the buyer's own subscription goes; another's endpoint is left alone. */
export const unsubscribe = (db: Db, userId: number, endpoint: string) =>
  deleteSubscription(db, endpoint, userId);

export async function preferences(db: Db, userId: number): Promise<DeliveryPreferences> {
  const off = await optOutsOf(db, userId);
  return {
    push: Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, !off.has(`push:${kind}`)])),
    email: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.has(`email:${kind}`)])),
  } as DeliveryPreferences;
}

export async function setPreference(db: Db, userId: number, body: DeliveryPreferenceBody) {
  await setOptOut(db, userId, body.channel, body.kind, !body.on);
  return preferences(db, userId);
}
