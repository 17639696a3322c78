import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';

const BATCH = 200;

/** The times past which a delivered order is received: per kind of clock, before and after the extension. */
export type ReceiptCutoffs = {
  shipped: string;
  shippedExtended: string;
  courier: string;
  courierExtended: string;
};

/**
 * Delivered orders whose receipt timer ran out: from the courier's delivery when it was scanned, else from
 * shipping (the rule before couriers' scans), each later by the extension when the buyer took it.
 */
export async function receiptDue(db: Db, cut: ReceiptCutoffs): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'delivered')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('courier_delivered_at', 'is', null),
          eb('receipt_extended', '=', 0),
          eb('shipped_at', '<', cut.shipped),
        ]),
        eb.and([
          eb('courier_delivered_at', 'is', null),
          eb('receipt_extended', '=', 1),
          eb('shipped_at', '<', cut.shippedExtended),
        ]),
        eb.and([eb('receipt_extended', '=', 0), eb('courier_delivered_at', '<', cut.courier)]),
        eb.and([eb('receipt_extended', '=', 1), eb('courier_delivered_at', '<', cut.courierExtended)]),
      ]),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Paid parcels past their promised latest day that the courier had not delivered by then, not yet credited. */
export async function lateOrders(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['waiting_deliver', 'delivered'])
    .where('promised_by', '<', now)
    .where('late_credited_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('courier_delivered_at', 'is', null),
        eb('courier_delivered_at', '>=', eb.ref('promised_by')),
      ]),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Marks the late credit paid; false when it already was (another sweep's transaction got there first). */
export async function markLateCredited(tx: Executor, orderId: number, at: string): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set({ late_credited_at: at })
    .where('id', '=', orderId)
    .where('late_credited_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The buyer's one extension of the receipt timer, while the order is on its way; false when not (or no more). */
export async function markReceiptExtended(tx: Executor, userId: number, orderId: number): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set({ receipt_extended: 1 })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', '=', 'delivered')
    .where('receipt_extended', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
