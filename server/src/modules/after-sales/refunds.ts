import {
  type OrderRefunds,
  type RefundBody,
  type RefundReason,
  type RefundType,
  type RefundView,
  refundAmountRefusal,
} from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { canApply, type OrderStatus } from '@crossbay/contract/order';
import type { AuditStatus } from '@crossbay/contract/wallet';
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { OrdersTable, RefundsTable } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { ownOrder, transition } from '#server/modules/orders/lifecycle.ts';
import { requireOwnUploads } from '#server/modules/uploads/service.ts';
import { insertRefund } from './repo.ts';

type RefundRow = Selectable<RefundsTable>;
type OrderRow = Selectable<OrdersTable>;

export function refundView(row: RefundRow, orderSn: string): RefundView {
  return {
    id: Number(row.id),
    order_id: Number(row.order_id),
    order_sn: orderSn,
    type: row.type as RefundType,
    goods_state: row.goods_state as RefundView['goods_state'],
    amount: formatCents(Number(row.amount)),
    reason: row.reason as RefundReason,
    explanation: row.explanation,
    proof: JSON.parse(row.proof) as string[],
    status: row.status as AuditStatus,
    decision_note: row.decision_note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

async function refundsOf(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
}

/** What the order took from the balance, less what was already given back. */
function refundable(order: OrderRow, refunds: RefundRow[]): number {
  const returned = refunds.filter((r) => r.status === 'passed').reduce((a, r) => a + Number(r.amount), 0);
  return Number(order.total) - returned;
}

// Before delivery or during it a refund; after receipt an after-sale (architecture: state machine).
function applyEvent(status: OrderStatus) {
  if (canApply('apply_refund', status)) return 'apply_refund' as const;
  if (canApply('apply_after_sale', status)) return 'apply_after_sale' as const;
  return null;
}

/** The message key saying why the buyer may not ask for a refund now, or null when they may. */
function refusal(order: OrderRow, refunds: RefundRow[]): string | null {
  if (Number(order.is_virtual) === 1) return 'errors.refundVirtual';
  if (refunds.some((r) => r.status === 'auditing')) return 'errors.refundPending';
  if (applyEvent(order.status as OrderStatus) === null) return 'errors.refundNotAllowed';
  return null;
}

/**
 * A refund (or after-sale) application: recorded as auditing and the order moved to refunding or
 * after_sale in one transaction, so a repeated or racing application makes one refund at most.
 */
export async function applyRefund(db: Db, userId: number, body: RefundBody): Promise<RefundView> {
  return db.transaction().execute(async (tx) => {
    const order = await ownOrder(tx, userId, body.order_id);
    const refunds = await refundsOf(tx, body.order_id);
    const refused = refusal(order, refunds);
    if (refused) throw new DomainError(Codes.OrderStateChanged, refused);
    const max = refundable(order, refunds);
    const tooMuch = refundAmountRefusal(body.amount, max);
    if (tooMuch) throw new DomainError(Codes.ValidationFailed, tooMuch, { vars: { max: formatCents(max) } });
    await requireOwnUploads(tx, userId, body.proof);
    const event = applyEvent(order.status as OrderStatus);
    if (!event || !(await transition(tx, body.order_id, event)))
      throw new DomainError(Codes.OrderStateChanged);
    const row = await insertRefund(tx, {
      order_id: body.order_id,
      user_id: userId,
      type: body.type,
      goods_state: body.goods_state,
      amount: body.amount,
      reason: body.reason,
      explanation: body.explanation,
      proof: JSON.stringify(body.proof),
      created_at: nowIso(),
    });
    return refundView(row, order.sn);
  });
}

/** GET /api/refund/detail: the order's refunds, newest first, and whether the buyer may ask now. */
export async function orderRefunds(db: Db, userId: number, orderId: number): Promise<OrderRefunds> {
  const order = await ownOrder(db, userId, orderId);
  const refunds = await refundsOf(db, orderId);
  const left = refundable(order, refunds);
  return {
    order_id: orderId,
    order_sn: order.sn,
    order_status: order.status,
    refundable: formatCents(left),
    can_apply: refusal(order, refunds) === null && left > 0,
    refunds: refunds.map((r) => refundView(r, order.sn)),
  };
}
