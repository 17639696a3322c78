import { createHmac, timingSafeEqual } from 'node:crypto';
import { carrierByCode } from '@crossbay/contract/carriers';
import { Codes } from '@crossbay/contract/codes';
import type { CarrierEventAnswer, CarrierEventBody } from '@crossbay/contract/tracking';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { orderOfTracking, recordScan } from './tracking.ts';

/** How far a signed timestamp may be from this server's clock; older deliveries are replays (decision 0096). */
export const WEBHOOK_WINDOW_SECONDS = 300;

/** `CARRIER_WEBHOOK_SECRETS`, "kerry=…,dhl=…": each courier's secret by its code. */
export function carrierSecrets(setting: string | undefined): Map<string, string> {
  const pairs = (setting ?? '').split(',').filter((pair) => pair.trim() !== '');
  return new Map(pairs.map((pair) => pair.split('=', 2).map((part) => part.trim()) as [string, string]));
}

/** The hex HMAC-SHA256 of `<timestamp>.<raw body>` a courier sends as `x-carrier-signature`. */
export function carrierSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function signedByCarrier(secret: string, timestamp: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(carrierSignature(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Delivery = {
  carrier: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  body: CarrierEventBody;
  nowMs: number;
};

/**
 * One scan from a courier's webhook: signed with that courier's secret, sent within the window, about a
 * number the shop shipped with it; taken once per event id (a retry answers `recorded: false`).
 */
export async function takeCarrierEvent(
  db: Db,
  secrets: Map<string, string>,
  delivery: Delivery,
): Promise<CarrierEventAnswer> {
  const secret = secrets.get(delivery.carrier);
  if (!carrierByCode(delivery.carrier) || !secret)
    throw new DomainError(Codes.NotFound, undefined, { httpStatus: 404 });
  const refused = () => new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  const { timestamp, signature } = delivery;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) throw refused();
  if (Math.abs(delivery.nowMs / 1000 - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) throw refused();
  if (!signedByCarrier(secret, timestamp, delivery.rawBody, signature)) throw refused();
  const { body } = delivery;
  const orderId = await orderOfTracking(db, delivery.carrier, body.tracking_number);
  if (orderId === undefined) throw new DomainError(Codes.NotFound, undefined, { httpStatus: 404 });
  const recorded = await recordScan(db, orderId, {
    source: `carrier:${delivery.carrier}`,
    eventId: body.event_id,
    status: body.status,
    place: body.place,
    text: body.text ?? null,
    at: new Date(body.occurred_at).toISOString(),
  });
  return { recorded };
}
