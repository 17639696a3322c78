import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { DAY } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { ownOrder, transition } from './lifecycle.ts';
import { lateOrders, markLateCredited, markReceiptExtended, receiptDue } from './protection-repo.ts';

export type ProtectionConfig = Pick<
  Config,
  | 'ORDER_AUTO_RECEIVE_DAYS'
  | 'ORDER_RECEIPT_AFTER_DELIVERY_DAYS'
  | 'ORDER_RECEIPT_EXTENSION_DAYS'
  | 'LATE_DELIVERY_CREDIT_CENTS'
>;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/**
 * Receives delivered orders whose timer ran out (issue 37 item 4): N days after the courier's delivery, or the
 * older rule from shipping when no courier scanned one, plus the buyer's extension. Answers how many moved.
 */
export async function receiveDue(db: Db, config: ProtectionConfig, now: Date): Promise<number> {
  const extension = config.ORDER_RECEIPT_EXTENSION_DAYS;
  const ids = await receiptDue(db, {
    shipped: before(now, config.ORDER_AUTO_RECEIVE_DAYS),
    shippedExtended: before(now, config.ORDER_AUTO_RECEIVE_DAYS + extension),
    courier: before(now, config.ORDER_RECEIPT_AFTER_DELIVERY_DAYS),
    courierExtended: before(now, config.ORDER_RECEIPT_AFTER_DELIVERY_DAYS + extension),
  });
  let received = 0;
  for (const id of ids) {
    if (await db.transaction().execute((tx) => transition(tx, id, 'auto_receive', {}, now.toISOString())))
      received += 1;
  }
  return received;
}

/**
 * Credits discount money on each paid parcel the courier had not delivered by its promised latest day, once per
 * order: the mark is a conditional update under the buyer's lock, so of two sweeps racing, one credits and the
 * other finds it marked. Answers how many were credited.
 */
export async function creditLateOrders(db: Db, config: ProtectionConfig, now: Date): Promise<number> {
  const amount = config.LATE_DELIVERY_CREDIT_CENTS;
  if (amount === 0) return 0;
  let credited = 0;
  for (const id of await lateOrders(db, now.toISOString())) {
    const done = await db.transaction().execute(async (tx) => {
      const order = await tx
        .selectFrom('orders')
        .select(['user_id', 'sn'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!order) return false;
      const userId = Number(order.user_id);
      await lockBuyer(tx, db.dialectName, userId);
      if (!(await markLateCredited(tx, id, now.toISOString()))) return false;
      await post(tx, {
        userId,
        wallet: 'bonus',
        amount,
        type: 'discount',
        ref: { type: 'late_delivery', id },
        note: `late delivery of order ${order.sn}`,
        at: now.toISOString(),
      });
      await notifyBuyer(
        tx,
        userId,
        'order',
        'lateDelivery',
        { sn: order.sn, amount: formatCents(amount) },
        { kind: 'order', id, order_id: id },
      );
      return true;
    });
    if (done) credited += 1;
  }
  return credited;
}

/** POST /api/order/extend_receipt: the buyer's one extension; asking again changes nothing and answers the same. */
export async function extendReceipt(db: Db, userId: number, orderId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    if (await markReceiptExtended(tx, userId, orderId)) return;
    if (order.status !== 'delivered' || Number(order.receipt_extended) !== 1)
      throw new DomainError(Codes.OrderStateChanged);
  });
}
