import { z } from 'zod';
import { requestObject } from './request.ts';
import { lineText, longText } from './text.ts';

/** What a courier reports of a parcel (issue 37 item 2); "delivered" here is the courier's delivery. */
export const SHIPMENT_STATUSES = [
  'in_transit',
  'at_hub',
  'out_for_delivery',
  'delivered',
  'failed_attempt',
  'returned',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** One courier scan: what, where, when, and the courier's own words if any. */
export const ShipmentEvent = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  place: z.string(),
  text: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/**
 * POST /api/carrier/webhook/:carrier — one scan as a courier sends it, signed with that courier's secret
 * (headers `x-carrier-timestamp`, `x-carrier-signature`; decision 0096). The format is ours, published to
 * the couriers, so it refuses fields it does not name like every other body (decision 0056).
 */
// A carrier's text reaches the buyer's order page and the operator's terminal: the same rules as a buyer's.
export const CarrierEventBody = requestObject({
  event_id: lineText(64).min(1),
  tracking_number: lineText(64).min(1),
  status: z.enum(SHIPMENT_STATUSES),
  place: lineText(120).min(1),
  text: longText(500).optional(),
  occurred_at: z
    .string()
    .max(40, { error: 'validation.textTooLong' })
    .pipe(z.iso.datetime({ offset: true })),
});
export type CarrierEventBody = z.infer<typeof CarrierEventBody>;

/** What the webhook answers for a scan it took: recorded now, or already recorded before. */
export const CarrierEventAnswer = z.object({ recorded: z.boolean() });
export type CarrierEventAnswer = z.infer<typeof CarrierEventAnswer>;
