import type { PayBody, PayResult } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { underBuyersLock } from '#server/db/lock-buyer.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { batcher, type Settled } from '#server/lib/batcher.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { PayCodeKey } from '#server/lib/pay-code-hash.ts';
import {
  judgePayCode,
  payCodeColumnsOfEach,
  payCodeRefusal,
  payCodeSince,
} from '#server/modules/account/pay-code.ts';
import { type Keyed, rememberAnswers, storedAnswers } from '#server/modules/idempotency/service.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { countDiscountUsed, payFromBalance } from '#server/modules/wallet/ledger.ts';
import { issueCardKeys } from './card-keys-repo.ts';
import { markPaid } from './lifecycle.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import { countSales, dueOrders, paidItems } from './repo.ts';

/** What a payment reads of each payer once it holds their locks: the balance, the code and its failures. */
const readPayers = compiledOnce((db, userIds: number[], since: string) =>
  db
    .selectFrom('users')
    .where('users.id', 'in', userIds)
    .select((eb) => ['users.id', 'users.balance', ...payCodeColumnsOfEach(eb, since)]),
);

type DueOrder = Awaited<ReturnType<typeof dueOrders>>[number];

/** The orders a payment moves and the balance they are paid from, both read under the buyer's lock. */
export type Due = { orders: DueOrder[]; balance: number };

/** `Due` for a caller that holds the buyer's lock already (the demo history). */
export async function readDue(tx: Tx, userId: number, orderIds: number[]): Promise<Due> {
  const [orders, user] = await Promise.all([
    dueOrders(tx, [userId], orderIds),
    tx.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { orders, balance: Number(user.balance) };
}

type PaidItem = Awaited<ReturnType<typeof paidItems>>[number];

/** Purchase limits are enforced at pay too: a limit lowered since the order was made still holds. */
async function checkLimitsStillHold(
  tx: Executor,
  userId: number,
  items: PaidItem[],
  now: Date,
  zone: string,
): Promise<void> {
  const counted = await Promise.all(
    items.map((item) =>
      purchasesInPeriods(
        tx,
        userId,
        Number(item.product_id),
        { day: item.limit_day, week: item.limit_week, month: item.limit_month },
        now,
        zone,
      ),
    ),
  );
  // The order being paid is among the orders counted.
  for (const { period, limit, bought } of counted.flat()) {
    if (bought > limit)
      throw new DomainError(Codes.PurchaseLimitReached, `errors.purchaseLimit.${period}`, {
        vars: { limit, left: 0 },
      });
  }
}

/**
 * Card keys for the paid orders of virtual goods, each order's once its purchase limits still hold: the
 * orders' items and the time zone read once, then each order's checks and keys. An order refused or short
 * of keys is thrown only once every order's statements have ended, so none runs after the caller's
 * transaction.
 */
async function issueKeysOfPaid(tx: Tx, dialect: DialectName, plans: PaymentPlan[], now: Date): Promise<void> {
  const virtual = plans.flatMap(({ userId, orders }) =>
    orders.filter((o) => o.isVirtual).map((o) => ({ userId, orderId: o.id })),
  );
  if (virtual.length === 0) return;
  const [items, zone] = await Promise.all([
    paidItems(
      tx,
      virtual.map((v) => v.orderId),
    ),
    setting(tx, 'purchase_limit_time_zone'),
  ]);
  const at = now.toISOString();
  const issued = await Promise.allSettled(
    virtual.map(async ({ userId, orderId }) => {
      const own = items.filter((i) => Number(i.order_id) === orderId);
      await checkLimitsStillHold(tx, userId, own, now, zone);
      for (const item of own.filter((i) => Number(i.is_virtual) === 1)) {
        const keys = await issueCardKeys(tx, dialect, Number(item.product_id), orderId, item.quantity, at);
        if (keys !== item.quantity) throw new DomainError(Codes.OutOfStock);
      }
    }),
  );
  const refused = issued.find((r) => r.status === 'rejected');
  if (refused) throw refused.reason;
}

// Payments share a transaction when they arrive while others are being paid (lib/batcher.ts): the buyers'
// locks, reads and writes of a batch are a few statements and one commit, whatever its size. One
// transaction at a time (docs/decisions/0087): the payments that arrive meanwhile make the next one bigger.
const PAYMENTS_UNDER_WAY = 1;
const PAYMENTS_PER_TRANSACTION = 32;

type Payment = { userId: number; body: PayBody };

/**
 * The payments of `db`: each pays unpaid orders from the buyer's balance, all or nothing, under the
 * buyer's lock, in a transaction it may share with other buyers' payments (`payTogether`). The same key
 * with the same request answers the first result before the code is checked (a replay needs no second
 * check); with another request it is refused. A wrong code is counted and committed, then refused.
 */
export function orderPayments(db: Db, payCodes: PayCodeKey) {
  const pay = batcher<Payment, PayResult>((payments) => payTogether(db, payCodes, payments), {
    keyOf: (payment) => payment.userId,
    running: PAYMENTS_UNDER_WAY,
    size: PAYMENTS_PER_TRANSACTION,
  });
  return (userId: number, body: PayBody) => pay({ userId, body });
}

/**
 * Pays several buyers' payments in one transaction, one per buyer. Each payment's own refusal (a wrong
 * code, a key reused, too little money, an order no longer due) is decided before anything is written
 * and leaves the others paid. Anything else that fails undoes the whole transaction; each payment is then
 * paid again in a transaction of its own, so it answers as if it had been alone.
 */
async function payTogether(db: Db, payCodes: PayCodeKey, payments: Payment[]): Promise<Settled<PayResult>[]> {
  try {
    return await inTransaction(db, (tx) => payUnderLocks(tx, db.dialectName, payCodes, payments));
  } catch (error) {
    if (payments.length === 1) return [{ error }];
    return Promise.all(
      payments.map(async (p) => (await payTogether(db, payCodes, [p]))[0] as Settled<PayResult>),
    );
  }
}

async function payUnderLocks(
  tx: Tx,
  dialect: DialectName,
  payCodes: PayCodeKey,
  payments: Payment[],
): Promise<Settled<PayResult>[]> {
  const userIds = payments.map((p) => p.userId);
  if (new Set(userIds).size !== userIds.length) throw new Error('a transaction pays one payment per buyer');
  const keyed = payments.map(({ userId, body }) => ({
    userId,
    scope: 'pay',
    key: body.idempotency_key,
    body,
  }));
  const ids = payments.map(({ body }) => [...new Set(body.order_ids)]);
  const [payers, answerOf, due] = await underBuyersLock(tx, dialect, userIds, (tx) =>
    Promise.all([
      readPayers(tx, userIds, payCodeSince()),
      storedAnswers(tx, keyed),
      dueOrders(tx, userIds, ids.flat()),
    ]),
  );
  // Each payment is judged on its own; a code checked against an old slow hash does not hold up the rest.
  const judged = await Promise.all(
    payments.map(async ({ userId, body }, index): Promise<PaymentPlan | Settled<PayResult>> => {
      try {
        const payer = payers.find((p) => Number(p.id) === userId);
        if (!payer) throw new DomainError(Codes.NotFound);
        const earlier = answerOf<PayResult>(keyed[index] as Keyed);
        if (earlier) return { value: earlier.answer };
        const verdict = await judgePayCode(tx, payCodes, userId, body.pay_password, payer);
        if (verdict !== 'ok') throw payCodeRefusal(verdict);
        const orders = due.filter((o) => Number(o.user_id) === userId);
        return planPayment(userId, ids[index] as number[], { orders, balance: Number(payer.balance) });
      } catch (error) {
        return { error };
      }
    }),
  );
  // Thrown only once every judgement has finished, so none writes after the transaction has ended.
  const surprise = judged.find((j) => 'error' in j && !(j.error instanceof DomainError));
  if (surprise && 'error' in surprise) throw surprise.error;
  const plans = judged.flatMap((j, index) => ('paid' in j ? [{ ...j, index }] : []));
  await writePayments(tx, dialect, plans, new Date(), () =>
    rememberAnswers(
      tx,
      plans.map((plan) => ({ request: keyed[plan.index] as Keyed, answer: plan.paid })),
    ),
  );
  return judged.map((j) => ('paid' in j ? { value: j.paid } : j));
}

/** One buyer's payment worked out from `Due`, before anything is written: what it moves and answers. */
type PaymentPlan = {
  userId: number;
  orders: { id: number; total: number; bonusUsed: number; isVirtual: boolean }[];
  before: number;
  paid: PayResult;
};

/** Refuses a payment whose orders are not all still due or whose balance does not hold their sum. */
function planPayment(userId: number, ids: number[], due: Due): PaymentPlan {
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
  return {
    userId,
    orders,
    before: due.balance,
    paid: {
      orders: orders.map((o) => ({
        id: o.id,
        sn: o.sn,
        status: o.isVirtual ? 'completed' : 'waiting_deliver',
      })),
      paid: formatCents(sum),
      balance: formatCents(due.balance - sum),
    },
  };
}

/**
 * One buyer's payment inside the caller's transaction (the demo history), the buyer already locked and
 * `due` read under the lock: `writePayments` of one plan. `now` is the instant of the payment.
 */
export async function payUnpaidOrders(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  ids: number[],
  due: Due,
  now = new Date(),
): Promise<PayResult> {
  const plan = planPayment(userId, ids, due);
  await writePayments(tx, dialect, [plan], now);
  return plan.paid;
}

/**
 * The payments' writes inside the caller's transaction, the buyers locked and their plans made from what
 * was read under the locks: the orders moved, one conditional debit with a bill row per order, discount
 * money set aside at checkout counted as used, sales appended, and `alsoWrite` (the callers' idempotency
 * answers), all sent together; then card keys issued for virtual goods. `now` is the instant of the
 * payments (the demo history replays past ones).
 */
async function writePayments(
  tx: Tx,
  dialect: DialectName,
  plans: PaymentPlan[],
  now: Date,
  alsoWrite?: () => Promise<void>,
): Promise<void> {
  if (plans.length === 0) return;
  const at = now.toISOString();
  const orders = plans.flatMap((p) => p.orders);
  const charged = plans.filter((p) => p.orders.some((o) => o.total > 0));
  const [moved, debited] = await Promise.all([
    markPaid(
      tx,
      plans.map((p) => p.userId),
      orders.map((o) => o.id),
      at,
    ),
    charged.length > 0
      ? payFromBalance(
          tx,
          charged.map(({ userId, orders, before }) => ({
            userId,
            orders: orders.map((o) => ({ id: o.id, amount: o.total })),
            before,
          })),
          at,
        )
      : true,
    ...plans.map(({ userId, orders }) => {
      const bonusUsed = orders.reduce((a, o) => a + o.bonusUsed, 0);
      return bonusUsed > 0 ? countDiscountUsed(tx, userId, bonusUsed) : undefined;
    }),
    countSales(
      tx,
      orders.map((o) => o.id),
    ),
    alsoWrite?.(),
  ]);
  // Read under the locks, so these hold unless something moved an order or a balance without them.
  if (moved.length !== orders.length) throw new DomainError(Codes.OrderStateChanged);
  if (!debited) throw new DomainError(Codes.InsufficientBalance);
  await issueKeysOfPaid(tx, dialect, plans, now);
}
