import type { PayBody, PayResult } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { lockBuyerThenRead } from '#server/db/lock-buyer.ts';
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
import { countSales } from './repo.ts';

/** What a payment reads once it holds the buyer's lock: the code, its failures, the key's answer. */
const readPayer = compiledOnce((db, userId: number, window: PayCodeWindow, lookup: KeyLookup) =>
  db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => [...payCodeColumns(eb, ...window), ...keyColumns(eb, ...lookup)]),
);

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
 * statement that takes the lock also reads the payment code, its failures and the idempotency key's
 * stored answer. The same key with the same request answers the first result before the code is
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
  const outcome = await db.transaction().execute(async (tx): Promise<Outcome> => {
    const payer = await lockBuyerThenRead(
      tx,
      db.dialectName,
      userId,
      readPayer,
      userId,
      payCodeWindow(userId),
      keyLookup(keyed),
    );
    const earlier = storedAnswer<PayResult>(payer, keyed);
    if (earlier) return { paid: earlier.answer };
    const verdict = await judgePayCode(tx, payCodes, userId, body.pay_password, payer);
    if (verdict !== 'ok') return { refused: verdict };
    const paid = await payUnpaidOrders(tx, db.dialectName, userId, ids);
    await rememberAnswer(tx, keyed, paid);
    return { paid };
  });
  if ('refused' in outcome) throw payCodeRefusal(outcome.refused);
  return outcome.paid;
}

/**
 * The payment's work inside the caller's transaction, the buyer already locked and the payment code
 * checked: the orders moved, one conditional debit with a bill row per order, discount money set
 * aside at checkout counted as used, card keys issued for virtual goods, sales appended. `now` is the
 * instant of the payment (the demo history replays past ones).
 */
export async function payUnpaidOrders(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  ids: number[],
  now = new Date(),
): Promise<PayResult> {
  const at = now.toISOString();
  const orders = (await markPaid(tx, userId, ids, at))
    .map((o) => ({
      id: Number(o.id),
      sn: o.sn,
      total: Number(o.total),
      bonusUsed: Number(o.bonus_used),
      isVirtual: Number(o.is_virtual) === 1,
    }))
    .sort((a, b) => a.id - b.id);
  if (orders.length !== ids.length) throw new DomainError(Codes.OrderStateChanged);
  const sum = orders.reduce((a, o) => a + o.total, 0);
  let balance: number | null = null;
  if (sum > 0) {
    balance = await payFromBalance(
      tx,
      userId,
      orders.map((o) => ({ id: o.id, amount: o.total })),
      at,
    );
    if (balance === null) throw new DomainError(Codes.InsufficientBalance);
  }
  const bonusUsed = orders.reduce((a, o) => a + o.bonusUsed, 0);
  if (bonusUsed > 0) await countDiscountUsed(tx, userId, bonusUsed);
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
  await countSales(tx, ids);
  if (balance === null) {
    const user = await tx
      .selectFrom('users')
      .select('balance')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    balance = Number(user.balance);
  }
  return {
    orders: orders.map((o) => ({
      id: o.id,
      sn: o.sn,
      status: o.isVirtual ? 'completed' : 'waiting_deliver',
    })),
    paid: formatCents(sum),
    balance: formatCents(balance),
  };
}
