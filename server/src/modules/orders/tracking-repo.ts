import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { ShipmentEventsTable } from '#server/db/schema.ts';

/** A scan, once per source and event id: false when it was recorded before (a retried delivery). */
export async function insertShipmentEvent(
  db: Executor,
  event: Insertable<ShipmentEventsTable>,
): Promise<boolean> {
  const rows = await db
    .insertInto('shipment_events')
    .values(event)
    .onConflict((oc) => oc.columns(['source', 'event_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The courier's first delivery scan is the delivery time; a later one does not move it. */
export async function markCourierDelivered(db: Executor, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ courier_delivered_at: at })
    .where('id', '=', orderId)
    .where('courier_delivered_at', 'is', null)
    .execute();
}

const SCAN_COLUMNS = ['order_id', 'status', 'place', 'text', 'occurred_at'] as const;

/** An order's scans, newest first. */
export function scansOf(db: Executor, orderId: number) {
  return db
    .selectFrom('shipment_events')
    .select(SCAN_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The newest scan of each of these orders (a page of the order list). */
export async function latestScans(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('shipment_events as e')
    .select(SCAN_COLUMNS.map((c) => `e.${c}` as const))
    .where('e.order_id', 'in', orderIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('shipment_events as later')
            .select('later.id')
            .whereRef('later.order_id', '=', 'e.order_id')
            .where((eb) =>
              eb.or([
                eb('later.occurred_at', '>', eb.ref('e.occurred_at')),
                eb.and([
                  eb('later.occurred_at', '=', eb.ref('e.occurred_at')),
                  eb('later.id', '>', eb.ref('e.id')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .execute();
}
