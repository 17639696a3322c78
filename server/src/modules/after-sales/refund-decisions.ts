import { formatCents } from '@crossbay/contract/money';
import type { AuditStatus } from '@crossbay/contract/wallet';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { transition } from '#server/modules/orders/lifecycle.ts';
import { giveBackVouchers } from '#server/modules/vouchers/service.ts';
import { countDiscountUsed, post } from '#server/modules/wallet/ledger.ts';
import type { Decision } from '#server/modules/wallet/recharge.ts';
import { decideRefundRow } from './repo.ts';

/**
 * Moves an auditing refund to its decision and its order out of refunding or after_sale, once: the
 * update is conditional on the refund still auditing, so a repeated or racing decision finds nothing.
 */
async function decide(tx: Tx, id: number, status: Exclude<AuditStatus, 'auditing'>, note: string | null) {
  if (!(await decideRefundRow(tx, id, status, note, nowIso()))) return null;
  const refund = await tx
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select(['refunds.order_id', 'refunds.user_id', 'refunds.amount', 'orders.sn'])
    .where('refunds.id', '=', id)
    .executeTakeFirstOrThrow();
  const orderId = Number(refund.order_id);
  // An auditing refund always has its order in refunding or after_sale: both move in one transaction.
  if (!(await transition(tx, orderId, status === 'passed' ? 'refund_accept' : 'refund_refuse')))
    throw new Error(`order ${orderId} of refund ${id} is not waiting for a refund decision`);
  return { orderId, userId: Number(refund.user_id), amount: Number(refund.amount), sn: refund.sn };
}

/**
 * Once everything the order took from the balance is back, the discount money it used is usable again
 * (and no longer counted as used) and its voucher is back unless expired; a partial refund keeps both, as
 * the order still stands in part.
 */
async function returnDiscountWhenRefundedInFull(tx: Tx, orderId: number, userId: number) {
  const order = await tx
    .selectFrom('orders')
    .select(['total', 'bonus_used'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const discount = Number(order.bonus_used);
  const { refunded } = await tx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('refunded'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'passed')
    .executeTakeFirstOrThrow();
  if (Number(refunded) < Number(order.total)) return;
  await giveBackVouchers(tx, [orderId]);
  if (discount === 0) return;
  await post(tx, {
    userId,
    wallet: 'bonus',
    amount: discount,
    type: 'discount',
    ref: { type: 'order', id: orderId },
    note: 'discount money returned with a full refund',
  });
  await countDiscountUsed(tx, userId, -discount);
}

/** The operator accepts: the order is refunded and the amount credited to the buyer's balance. */
export async function passRefund(db: Db, id: number, note: string | null): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const refund = await decide(tx, id, 'passed', note);
    if (!refund) return 'already';
    await post(tx, {
      userId: refund.userId,
      wallet: 'balance',
      amount: refund.amount,
      type: 'refund',
      ref: { type: 'order', id: refund.orderId },
    });
    await returnDiscountWhenRefundedInFull(tx, refund.orderId, refund.userId);
    await notifyBuyer(
      tx,
      refund.userId,
      'order',
      'refundPassed',
      { sn: refund.sn, amount: formatCents(refund.amount) },
      { kind: 'refund', id, order_id: refund.orderId },
    );
    return 'done';
  });
}

/** The operator refuses: the order goes back to the status it had before the application. */
export async function refuseRefund(db: Db, id: number, note: string): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const refund = await decide(tx, id, 'refused', note);
    if (!refund) return 'already';
    await notifyBuyer(
      tx,
      refund.userId,
      'order',
      'refundRefused',
      { sn: refund.sn, reason: note },
      { kind: 'refund', id, order_id: refund.orderId },
    );
    return 'done';
  });
}

/** The ops queue: refunds of one status, oldest first, with the order and the buyer. */
export async function refundsWithStatus(db: Db, status: AuditStatus) {
  return db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .select([
      'refunds.id',
      'orders.sn',
      'orders.status as order_status',
      'users.account',
      'refunds.type',
      'refunds.goods_state',
      'refunds.amount',
      'refunds.reason',
      'refunds.explanation',
      'refunds.created_at',
    ])
    .where('refunds.status', '=', status)
    .orderBy('refunds.id')
    .execute();
}
