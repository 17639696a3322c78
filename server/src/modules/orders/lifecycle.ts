import { Codes } from '@crossbay/contract/codes';
import { canApply, ORDER_TRANSITIONS, type OrderEvent, type OrderStatus } from '@crossbay/contract/order';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { giveBackVouchers } from '#server/modules/vouchers/service.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { moveOrder, movePaidOrders, releasePromoUse, releaseStock } from './repo.ts';

type Stamp = 'paid_at' | 'shipped_at' | 'received_at' | 'completed_at' | 'cancelled_at';

const STAMPS: Partial<Record<OrderStatus, Stamp>> = {
  waiting_deliver: 'paid_at',
  delivered: 'shipped_at',
  received: 'received_at',
  completed: 'completed_at',
  cancelled: 'cancelled_at',
};

/**
 * The one place an order changes status (architecture: state machine). A conditional update from
 * the statuses the event allows: a repeated or racing request changes nothing twice. Answers
 * whether this call made the change.
 */
export async function transition(
  tx: Tx,
  orderId: number,
  event: OrderEvent,
  extra: { logistics_company?: string; logistics_no?: string } = {},
  now = nowIso(),
): Promise<boolean> {
  const order = await tx
    .selectFrom('orders')
    .select(['status', 'previous_status'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || !canApply(event, order.status as OrderStatus)) return false;
  const target = ORDER_TRANSITIONS[event].to;
  const to = target === 'previous' ? (order.previous_status as OrderStatus) : target;
  const stamp = STAMPS[to];
  return moveOrder(tx, orderId, order.status, {
    status: to,
    previous_status: target === 'previous' ? null : order.status,
    updated_at: now,
    ...(stamp ? { [stamp]: now } : {}),
    ...(event === 'pay_virtual' ? { paid_at: now } : {}),
    ...extra,
  });
}

/**
 * Paying moves every order of the payments at once: `pay_virtual` or `pay_physical` by the order's kind,
 * from the status those events allow, stamped as `transition` stamps them, in one conditional
 * statement. Answers the orders it moved (fewer than asked: one was no longer waiting).
 */
export async function markPaid(tx: Tx, userIds: number[], orderIds: number[], at: string) {
  const [from] = ORDER_TRANSITIONS.pay_physical.from;
  return movePaidOrders(tx, userIds, orderIds, {
    from: from as string,
    virtualTo: ORDER_TRANSITIONS.pay_virtual.to,
    physicalTo: ORDER_TRANSITIONS.pay_physical.to,
    at,
  });
}

/**
 * Cancels an unpaid order (buyer's cancel, or the 30-minute sweep): stock back, discount money back, its
 * voucher back unless expired, and the promo use back once every order of its checkout is cancelled.
 */
export async function cancelUnpaid(
  tx: Tx,
  dialect: DialectName,
  orderId: number,
  event: 'cancel' | 'expire',
): Promise<boolean> {
  const order = await tx
    .selectFrom('orders')
    .select(['user_id', 'bonus_used', 'checkout_sn', 'promo_code_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return false;
  // The buyer first, as pay does (lock order: catalog/stock.ts reserveStock), then the order.
  await lockBuyer(tx, dialect, Number(order.user_id));
  if (!(await transition(tx, orderId, event))) return false;
  await releaseStock(tx, orderId);
  await giveBackVouchers(tx, [orderId]);
  if (Number(order.bonus_used) > 0) {
    await post(tx, {
      userId: Number(order.user_id),
      wallet: 'bonus',
      amount: Number(order.bonus_used),
      type: 'discount',
      ref: { type: 'order', id: orderId },
      note: 'discount money returned from a cancelled order',
    });
  }
  if (order.promo_code_id !== null && order.checkout_sn) {
    const open = await tx
      .selectFrom('orders')
      .select('id')
      .where('checkout_sn', '=', order.checkout_sn)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    if (!open) await releasePromoUse(tx, order.checkout_sn, Number(order.promo_code_id));
  }
  return true;
}

/**
 * An order is reviewed once: on receipt (the review completes it), or after it completed without one
 * (the 7-day sweep, or a card-key order, completed at payment).
 */
export function canReview(status: OrderStatus, reviewed: boolean): boolean {
  return !reviewed && (canApply('review', status) || status === 'completed');
}

/** A buyer complains about an order once it is paid. */
export function canComplain(status: OrderStatus): boolean {
  return status !== 'waiting_pay' && status !== 'cancelled';
}

/** A buyer's order, or NotFound for anyone else's. */
export async function ownOrder(db: Db | Tx, userId: number, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new DomainError(Codes.NotFound);
  return order;
}

export async function buyerAction(
  db: Db,
  userId: number,
  orderId: number,
  event: 'cancel' | 'confirm_receipt',
) {
  await db.transaction().execute(async (tx) => {
    await ownOrder(tx, userId, orderId);
    const done =
      event === 'cancel'
        ? await cancelUnpaid(tx, db.dialectName, orderId, 'cancel')
        : await transition(tx, orderId, event);
    if (!done) throw new DomainError(Codes.OrderStateChanged);
  });
  // Cancelled: its stock is back on sale.
  if (event === 'cancel') await catalogChanged(db);
}
