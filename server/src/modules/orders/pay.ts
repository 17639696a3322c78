import type { PayBody, PayResult } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { PayCodeKey } from '#server/lib/pay-code-hash.ts';
import { verifyPayCode } from '#server/modules/account/pay-code.ts';
import { once, replayed } from '#server/modules/idempotency/service.ts';
import { countDiscountUsed, post } from '#server/modules/wallet/ledger.ts';
import { issueCardKeys } from './card-keys-repo.ts';
import { transition } from './lifecycle.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import { countSales } from './repo.ts';

/** Purchase limits are enforced at pay too: a limit lowered since the order was made still holds. */
async function checkLimitsStillHold(
  tx: Executor,
  userId: number,
  items: { product_id: number; quantity: number }[],
  now: Date,
): Promise<void> {
  for (const item of items) {
    const product = await tx
      .selectFrom('products')
      .select(['limit_day', 'limit_week', 'limit_month'])
      .where('id', '=', item.product_id)
      .executeTakeFirstOrThrow();
    const limits = { day: product.limit_day, week: product.limit_week, month: product.limit_month };
    // The order being paid is among the orders counted.
    for (const { period, limit, bought } of await purchasesInPeriods(
      tx,
      userId,
      Number(item.product_id),
      limits,
      now,
    )) {
      if (bought > limit)
        throw new DomainError(Codes.PurchaseLimitReached, `errors.purchaseLimit.${period}`, {
          vars: { limit, left: 0 },
        });
    }
  }
}

/**
 * Pays unpaid orders from the balance, all or nothing, in one transaction: conditional debit with a
 * bill row per order, discount money set aside at checkout counted as used, status moved, card keys
 * issued for virtual goods, sales counted. The same idempotency key with the same request answers the
 * first result, read before the payment code is checked (a replay needs no second check); with another
 * request it is refused.
 */
export async function payOrders(
  db: Db,
  payCodes: PayCodeKey,
  userId: number,
  body: PayBody,
): Promise<PayResult> {
  const keyed = { userId, scope: 'pay', key: body.idempotency_key, body };
  const earlier = await replayed<PayResult>(db, keyed);
  if (earlier) return earlier.answer;
  await verifyPayCode(db, payCodes, userId, body.pay_password);
  const ids = [...new Set(body.order_ids)];
  return db.transaction().execute(async (tx) => {
    await lockBuyer(tx, db.dialectName, userId);
    return once(tx, keyed, () => payUnpaidOrders(tx, db.dialectName, userId, ids));
  });
}

/**
 * The payment's work inside the caller's transaction, the buyer already locked and the payment code
 * checked. `now` is the instant of the payment (the demo history replays past ones).
 */
export async function payUnpaidOrders(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  ids: number[],
  now = new Date(),
): Promise<PayResult> {
  const orders = await tx
    .selectFrom('orders')
    .select(['id', 'sn', 'total', 'bonus_used', 'is_virtual', 'merchant_id'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('status', '=', 'waiting_pay')
    .orderBy('id')
    .execute();
  if (orders.length !== ids.length) throw new DomainError(Codes.OrderStateChanged);
  const at = now.toISOString();
  const paid: PayResult['orders'] = [];
  const sold: { product_id: number; merchant_id: number; units: number }[] = [];
  for (const order of orders) {
    const orderId = Number(order.id);
    const total = Number(order.total);
    if (total > 0) {
      const debited = await post(tx, {
        userId,
        wallet: 'balance',
        amount: -total,
        type: 'payment',
        ref: { type: 'order', id: orderId },
        at,
      });
      if (!debited) throw new DomainError(Codes.InsufficientBalance);
    }
    if (Number(order.bonus_used) > 0) {
      await countDiscountUsed(tx, userId, Number(order.bonus_used));
    }
    const isVirtual = Number(order.is_virtual) === 1;
    if (!(await transition(tx, orderId, isVirtual ? 'pay_virtual' : 'pay_physical', {}, at))) {
      throw new DomainError(Codes.OrderStateChanged);
    }
    const items = await tx
      .selectFrom('order_items')
      .select(['product_id', 'quantity', 'is_virtual'])
      .where('order_id', '=', orderId)
      .execute();
    if (isVirtual) await checkLimitsStillHold(tx, userId, items, now);
    for (const item of items) {
      sold.push({
        product_id: Number(item.product_id),
        merchant_id: Number(order.merchant_id),
        units: item.quantity,
      });
      if (Number(item.is_virtual) === 1) {
        const issued = await issueCardKeys(tx, dialect, Number(item.product_id), orderId, item.quantity, at);
        if (issued !== item.quantity) throw new DomainError(Codes.OutOfStock);
      }
    }
    paid.push({ id: orderId, sn: order.sn, status: isVirtual ? 'completed' : 'waiting_deliver' });
  }
  await countSales(tx, sold);
  const user = await tx
    .selectFrom('users')
    .select('balance')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sum = orders.reduce((a, o) => a + Number(o.total), 0);
  return { orders: paid, paid: formatCents(sum), balance: formatCents(Number(user.balance)) };
}
