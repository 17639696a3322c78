import type { PayBody, PayResult } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { underBuyerLock } from '#server/db/lock-buyer.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { PayCodeKey } from '#server/lib/pay-code-hash.ts';
import {
  judgePayCode,
  type PayCodeVerdict,
  type PayCodeWindow,
  payCodeColumns,
  payCodeRefusal,
  payCodeWindow,
} from '#server/modules/account/pay-code.ts';
import {
  type KeyLookup,
  keyColumns,
  keyLookup,
  rememberAnswer,
  storedAnswer,
} from '#server/modules/idempotency/service.ts';
import { countDiscountUsed, payFromBalance } from '#server/modules/wallet/ledger.ts';
import { issueCardKeys } from './card-keys-repo.ts';
import { markPaid } from './lifecycle.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import { countSales, dueOrders } from './repo.ts';

/** What a payment reads of the buyer once it holds their lock: the code, its failures, the key's answer, the balance. */
const readPayer = compiledOnce((db, userId: number, window: PayCodeWindow, lookup: KeyLookup) =>
  db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => ['users.balance', ...payCodeColumns(eb, ...window), ...keyColumns(eb, ...lookup)]),
);

/** The orders a payment moves and the balance they are paid from, both read under the buyer's lock. */
export type Due = { orders: Awaited<ReturnType<typeof dueOrders>>; balance: number };

/** `Due` for a caller that holds the buyer's lock already (the demo history). */
export async function readDue(tx: Tx, userId: number, orderIds: number[]): Promise<Due> {
  const [orders, user] = await Promise.all([
    dueOrders(tx, userId, orderIds),
    tx.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { orders, balance: Number(user.balance) };
}

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
 * Pays unpaid orders from the balance, all or nothing, in one transaction under the buyer's lock: the
 * reads sent with the lock take the payment code, its failures, the idempotency key's stored answer, the
 * balance and the orders. The same key with the same request answers the first result before the code is
 * checked (a replay needs no second check); with another request it is refused. A wrong code is
 * counted and committed, then refused.
 */
export async function payOrders(
  db: Db,
  payCodes: PayCodeKey,
  userId: number,
  body: PayBody,
): Promise<PayResult> {
  const keyed = { userId, scope: 'pay', key: body.idempotency_key, body };
  const ids = [...new Set(body.order_ids)];
  type Outcome = { paid: PayResult } | { refused: Exclude<PayCodeVerdict, 'ok'> };
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    const [payer, orders] = await underBuyerLock(tx, db.dialectName, userId, (tx) =>
      Promise.all([
        readPayer(tx, userId, payCodeWindow(userId), keyLookup(keyed)).then(([row]) => row),
        dueOrders(tx, userId, ids),
      ]),
    );
    if (!payer) throw new DomainError(Codes.NotFound);
    const earlier = storedAnswer<PayResult>(payer, keyed);
    if (earlier) return { paid: earlier.answer };
    const verdict = await judgePayCode(tx, payCodes, userId, body.pay_password, payer);
    if (verdict !== 'ok') return { refused: verdict };
    const due = { orders, balance: Number(payer.balance) };
    const paid = await payUnpaidOrders(tx, db.dialectName, userId, ids, due, new Date(), (paid) =>
      rememberAnswer(tx, keyed, paid),
    );
    return { paid };
  });
  if ('refused' in outcome) throw payCodeRefusal(outcome.refused);
  return outcome.paid;
}

/**
 * The payment's work inside the caller's transaction, the buyer already locked, `due` read under the
 * lock and the payment code checked: the orders moved, one conditional debit with a bill row per order,
 * discount money set aside at checkout counted as used, sales appended, and `alsoWrite` (the caller's
 * idempotency answer) with the answer known in advance, all sent together; then card keys issued for
 * virtual goods. `now` is the instant of the payment (the demo history replays past ones).
 */
export async function payUnpaidOrders(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  ids: number[],
  due: Due,
  now = new Date(),
  alsoWrite?: (paid: PayResult) => Promise<void>,
): Promise<PayResult> {
  const at = now.toISOString();
  const orders = due.orders.map((o) => ({
    id: Number(o.id),
    sn: o.sn,
    total: Number(o.total),
    bonusUsed: Number(o.bonus_used),
    isVirtual: Number(o.is_virtual) === 1,
  }));
  if (orders.length !== ids.length) throw new DomainError(Codes.OrderStateChanged);
  const sum = orders.reduce((a, o) => a + o.total, 0);
  if (sum > due.balance) throw new DomainError(Codes.InsufficientBalance);
  const bonusUsed = orders.reduce((a, o) => a + o.bonusUsed, 0);
  const paid: PayResult = {
    orders: orders.map((o) => ({
      id: o.id,
      sn: o.sn,
      status: o.isVirtual ? 'completed' : 'waiting_deliver',
    })),
    paid: formatCents(sum),
    balance: formatCents(due.balance - sum),
  };
  const [moved, debited] = await Promise.all([
    markPaid(tx, userId, ids, at),
    sum > 0
      ? payFromBalance(
          tx,
          userId,
          orders.map((o) => ({ id: o.id, amount: o.total })),
          due.balance,
          at,
        )
      : true,
    bonusUsed > 0 ? countDiscountUsed(tx, userId, bonusUsed) : undefined,
    countSales(tx, ids),
    alsoWrite?.(paid),
  ]);
  // Read under the lock, so these hold unless something moved an order or the balance without it.
  if (moved.length !== orders.length) throw new DomainError(Codes.OrderStateChanged);
  if (!debited) throw new DomainError(Codes.InsufficientBalance);
  for (const order of orders.filter((o) => o.isVirtual)) {
    const items = await tx
      .selectFrom('order_items')
      .select(['product_id', 'quantity', 'is_virtual'])
      .where('order_id', '=', order.id)
      .execute();
    await checkLimitsStillHold(tx, userId, items, now);
    for (const item of items.filter((i) => Number(i.is_virtual) === 1)) {
      const issued = await issueCardKeys(tx, dialect, Number(item.product_id), order.id, item.quantity, at);
      if (issued !== item.quantity) throw new DomainError(Codes.OutOfStock);
    }
  }
  return paid;
}
