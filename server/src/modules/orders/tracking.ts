import { carrierOf } from '@crossbay/contract/carriers';
import type { Logistics, LogisticsStep } from '@crossbay/contract/order';
import type { ShipmentEvent, ShipmentStatus } from '@crossbay/contract/tracking';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { ownOrder } from './lifecycle.ts';
import { insertShipmentEvent, latestScans, markCourierDelivered, scansOf } from './tracking-repo.ts';

/** A courier's scan as it arrives: from a carrier's webhook (`carrier:<code>`) or an operator (`ops`). */
export type Scan = {
  source: string;
  eventId: string;
  status: ShipmentStatus;
  place: string;
  text: string | null;
  at: string;
};

type ScanRow = Awaited<ReturnType<typeof scansOf>>[number];

function scanOf(row: ScanRow): ShipmentEvent {
  return { status: row.status as ShipmentStatus, place: row.place, text: row.text, at: row.occurred_at };
}

// The scans a buyer is told of at once (a notice, live on the open app): those that ask something of them.
const TOLD: Partial<Record<ShipmentStatus, string>> = {
  delivered: 'parcelDelivered',
  failed_attempt: 'parcelFailedAttempt',
  returned: 'parcelReturned',
};

/**
 * Records a scan on an order once per source and event id (a retried webhook changes nothing twice); a
 * "delivered" scan records the courier's delivery time; the buyer is told of a delivery, a failed attempt and a
 * return by a notice. True when it was new.
 */
export async function recordScan(db: Db, orderId: number, scan: Scan): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const recorded = await insertShipmentEvent(tx, {
      order_id: orderId,
      source: scan.source,
      event_id: scan.eventId,
      status: scan.status,
      place: scan.place,
      text: scan.text,
      occurred_at: scan.at,
      created_at: nowIso(),
    });
    if (!recorded) return false;
    if (scan.status === 'delivered') await markCourierDelivered(tx, orderId, scan.at);
    const told = TOLD[scan.status];
    if (told) {
      const order = await tx
        .selectFrom('orders')
        .select(['user_id', 'sn'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      await notifyBuyer(
        tx,
        Number(order.user_id),
        'order',
        told,
        { sn: order.sn, place: scan.place },
        { kind: 'order', id: orderId, order_id: orderId },
      );
    }
    return true;
  });
}

/** The shipped order a courier's tracking number belongs to, when it was shipped with that courier. */
export async function orderOfTracking(db: Db, carrierCode: string, trackingNumber: string) {
  const shipped = await db
    .selectFrom('orders')
    .select(['id', 'logistics_company'])
    .where('logistics_no', '=', trackingNumber)
    .orderBy('id')
    .execute();
  const order = shipped.find(
    (o) => o.logistics_company && carrierOf(o.logistics_company)?.code === carrierCode,
  );
  return order ? Number(order.id) : undefined;
}

/** GET /api/order/logistics: the shop's steps and the courier's scans, newest first. */
export async function logistics(db: Db, userId: number, orderId: number): Promise<Logistics> {
  const order = await ownOrder(db, userId, orderId);
  const steps: { status: LogisticsStep; at: string | null }[] = [
    { status: 'created', at: order.created_at },
    { status: 'paid', at: order.paid_at },
    { status: 'shipped', at: order.shipped_at },
    { status: 'received', at: order.received_at },
  ];
  const events = steps.filter((e): e is Logistics['events'][number] => e.at !== null);
  return {
    company: order.logistics_company,
    tracking: order.logistics_no,
    events: events.reverse(),
    scans: (await scansOf(db, orderId)).map(scanOf),
    delivered_at: order.courier_delivered_at,
  };
}

/** The newest scan of each order of a list page. */
export async function lastScans(db: Db, orderIds: number[]): Promise<Map<number, ShipmentEvent>> {
  return new Map((await latestScans(db, orderIds)).map((row) => [Number(row.order_id), scanOf(row)]));
}
