import { formatPlace } from '@crossbay/contract/address-format';
import {
  type CheckoutBody,
  type CheckoutPreview,
  type CreatedCheckout,
  type CreateOrderBody,
  checkoutProblem,
} from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { type DeliveryPromise, deliveryPromise, promiseEndsAt } from '@crossbay/contract/delivery-promise';
import type { DisplayRate } from '@crossbay/contract/display-currency';
import { formatCents } from '@crossbay/contract/money';
import type { Insertable } from 'kysely';
import type { Db, DialectName } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { underBuyersLock } from '#server/db/lock-buyer.ts';
import { inTransaction, pipelined } from '#server/db/pipelined.ts';
import type { OrdersTable } from '#server/db/schema.ts';
import { batcher, type Settled } from '#server/lib/batcher.ts';
import { MINUTE } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { removeOrdered } from '#server/modules/cart/service.ts';
import { reserveStock } from '#server/modules/catalog/stock.ts';
import { type Keyed, rememberAnswers, storedAnswers } from '#server/modules/idempotency/service.ts';
import { catalogChangedIn, catalogCommitted } from '#server/modules/public-cache/catalog-changed.ts';
import { describePicked, useVouchers } from '#server/modules/vouchers/service.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import {
  type Asked,
  type Quote,
  type QuoteFacts,
  quoteCheckout,
  readQuoteFacts,
  readQuoteFactsOfEach,
  unpaidHoldOf,
} from './quote.ts';
import { insertOrderItems, insertOrders, insertPromoUse, takePromoUse } from './repo.ts';
import { orderSerial } from './serials.ts';
import { releaseUnfundedHolds, roomFromUnfundedHolds } from './unfunded-holds.ts';

/** Each shop's promised window for an order placed at `now` by a buyer in `timeZone`; none for card keys. */
function promiseOf(quote: Quote, shopId: number, timeZone: string, now: Date): DeliveryPromise | null {
  const days = quote.promiseDays.get(shopId);
  return days ? deliveryPromise(now, timeZone, days) : null;
}

function usedOn(quote: Quote, shopId: number) {
  const picked = quote.vouchers.chosen.get(shopId);
  return picked ? describePicked(picked) : null;
}

function describe(quote: Quote, timeZone: string, now = new Date()): CheckoutPreview {
  const { lines, priced, address, promo, bonusMax } = quote;
  return {
    shops: priced.shops.map((shop) => ({
      merchant_id: shop.shopId,
      merchant_name: lines.find((l) => l.shopId === shop.shopId)?.shopName ?? '',
      items: lines
        .filter((l) => l.shopId === shop.shopId)
        .map((l) => ({
          sku_id: l.skuId,
          product_id: l.productId,
          name: l.name,
          spec: l.spec,
          image: l.image,
          unit_price: formatCents(l.unitPrice),
          quantity: l.quantity,
          subtotal: formatCents(l.subtotal),
          is_virtual: l.isVirtual,
        })),
      goods: formatCents(shop.goods),
      freight: formatCents(shop.freight),
      promo: formatCents(shop.promo),
      voucher: formatCents(shop.voucher),
      discount: formatCents(shop.bonus),
      total: formatCents(shop.total),
      promise: promiseOf(quote, shop.shopId, timeZone, now),
      voucher_used: usedOn(quote, shop.shopId),
      vouchers: (quote.vouchers.options.get(shop.shopId) ?? []).map(describePicked),
    })),
    address: address && {
      id: Number(address.id),
      addressee: address.addressee,
      mobile: address.mobile,
      lines: formatPlace(address),
    },
    promo_code: promo?.code ?? null,
    goods: formatCents(priced.goods),
    freight: formatCents(priced.freight),
    promo: formatCents(priced.promo),
    voucher: formatCents(priced.voucher),
    discount: formatCents(priced.bonus),
    discount_max: formatCents(bonusMax),
    total: formatCents(priced.total),
  };
}

// Previews read together when they arrive while another lot is being read, as checkouts do: each read is
// one statement for the lot (one lot at a time: docs/decisions/0087).
const PREVIEWS_UNDER_WAY = 1;
const PREVIEWS_PER_READ = 32;

/** The previews of `db`: each a quote of what the buyer's checkout would cost now, nothing reserved. */
export function checkoutPreviews(db: Db) {
  const preview = batcher<Previewed, CheckoutPreview>((asked) => previewTogether(db, asked), {
    keyOf: (asked) => asked,
    running: PREVIEWS_UNDER_WAY,
    size: PREVIEWS_PER_READ,
  });
  return (userId: number, body: CheckoutBody, timeZone: string) => preview({ userId, body, timeZone });
}

type Previewed = Asked & { timeZone: string };

async function previewTogether(db: Db, asked: Previewed[]): Promise<Settled<CheckoutPreview>[]> {
  const facts = await pipelined(db, (tx) => readQuoteFactsOfEach(tx, asked));
  return Promise.all(
    asked.map(async ({ userId, body, timeZone }, index) => {
      try {
        const quote = await quoteCheckout(db, userId, body, facts[index] as QuoteFacts);
        unpaidHoldOf(quote);
        return { value: describe(quote, timeZone) };
      } catch (error) {
        if (!isOutOfStock(error)) return { error };
        const way = await quoteGivingWay(db, userId, body).catch(() => null);
        return way ? { value: describe(way.quote, timeZone) } : { error };
      }
    }),
  );
}

const isOutOfStock = (error: unknown) => error instanceof DomainError && error.code === Codes.OutOfStock;

/**
 * A funded checkout short of stock that unfunded holds of other buyers keep (unfunded-holds.ts): its quote
 * as if those holds had given way, and the orders that would; null when they would not make room or the
 * checkout is not funded itself.
 */
async function quoteGivingWay(db: Db, userId: number, body: CheckoutBody) {
  const facts = await readQuoteFacts(db, userId, body);
  const room = await roomFromUnfundedHolds(
    db,
    userId,
    body.items.map((i) => ({ skuId: i.sku_id, quantity: i.quantity })),
    new Map(facts.rows.map((r) => [Number(r.sku_id), Number(r.stock)])),
  );
  if (!room) return null;
  const rows = facts.rows.map((r) => ({
    ...r,
    stock: Number(r.stock) + (room.freed.get(Number(r.sku_id)) ?? 0),
  }));
  const quote = await quoteCheckout(db, userId, body, { ...facts, rows });
  return unpaidHoldOf(quote).funded ? { quote, orderIds: room.orderIds } : null;
}

// Checkouts share a transaction when they arrive while others are being placed (lib/batcher.ts), as
// payments do (pay.ts): the buyers' locks, the reads and the writes of a batch are a few statements and one
// commit, whatever its size. One transaction at a time (docs/decisions/0087): two at once made batches half
// the size, each paying that fixed cost.
const CHECKOUTS_UNDER_WAY = 1;
const CHECKOUTS_PER_TRANSACTION = 32;

// Each round frees holds not tried before, or finds stock given back: a bound for a busy product only.
const MAX_GIVING_WAY_ROUNDS = 8;

/** `shown`: the rate of the currency the buyer saw beside the dollar, kept on his orders. */
type Checkout = { userId: number; body: CreateOrderBody; timeZone: string; shown: DisplayRate | null };

/** How long an unpaid order is held, in minutes: funded by the buyer's balance, or not. */
export type HoldMinutes = { funded: number; unfunded: number };

/**
 * The checkouts of `db`: each places one order per shop, under the buyer's lock, in a transaction it may
 * share with other buyers' checkouts (`createTogether`). With an idempotency key, the same request again
 * answers the orders already made; another request with that key is refused. A funded checkout short of
 * stock that unfunded holds keep has them cancelled and is placed again, while holds not yet tried make room.
 */
export function orderCheckouts(db: Db, minutes: HoldMinutes) {
  const create = batcher<Checkout, CreatedCheckout>((checkouts) => createTogether(db, minutes, checkouts), {
    keyOf: (checkout) => checkout.userId,
    running: CHECKOUTS_UNDER_WAY,
    size: CHECKOUTS_PER_TRANSACTION,
  });
  return async (
    userId: number,
    body: CreateOrderBody,
    timeZone: string,
    shown: DisplayRate | null = null,
  ) => {
    const tried = new Set<number>();
    for (let round = 0; ; round++) {
      try {
        return await create({ userId, body, timeZone, shown });
      } catch (error) {
        if (!isOutOfStock(error) || round === MAX_GIVING_WAY_ROUNDS) throw error;
        // Racing checkouts may all pick the same oldest hold and share what it freed: one that found too
        // little asks again, for holds not yet tried, or for stock a racing release already gave back.
        const way = await quoteGivingWay(db, userId, body);
        if (!way || (way.orderIds.length > 0 && way.orderIds.every((id) => tried.has(id)))) throw error;
        for (const id of way.orderIds) tried.add(id);
        await releaseUnfundedHolds(db, way.orderIds);
      }
    }
  };
}

/**
 * Places several buyers' checkouts in one transaction, one per buyer. Each checkout's own refusal (a price
 * changed, a limit, a product off sale, a key reused) is decided before anything is written and leaves the
 * others placed. Anything else that fails, stock that did not hold the batch's sum included, undoes the whole
 * transaction; each checkout is then placed again in a transaction of its own, so it answers as if it had
 * been alone.
 */
async function createTogether(
  db: Db,
  minutes: HoldMinutes,
  checkouts: Checkout[],
): Promise<Settled<CreatedCheckout>[]> {
  let settled: Settled<CreatedCheckout>[];
  try {
    settled = await inTransaction(db, (tx) => createUnderLocks(tx, db.dialectName, minutes, checkouts));
  } catch (error) {
    if (checkouts.length === 1) return [{ error }];
    return Promise.all(
      checkouts.map(async (c) => (await createTogether(db, minutes, [c]))[0] as Settled<CreatedCheckout>),
    );
  }
  // Stock was reserved, and the shared version moved with it: the catalog shows less.
  catalogCommitted();
  return settled;
}

async function createUnderLocks(
  tx: Tx,
  dialect: DialectName,
  minutes: HoldMinutes,
  checkouts: Checkout[],
): Promise<Settled<CreatedCheckout>[]> {
  const userIds = checkouts.map((c) => c.userId);
  if (new Set(userIds).size !== userIds.length)
    throw new Error('a transaction places one checkout per buyer');
  const keyed = checkouts.map(({ userId, body }): Keyed | null =>
    body.idempotency_key ? { userId, scope: 'order_create', key: body.idempotency_key, body } : null,
  );
  const withKeys = keyed.filter((k) => k !== null);
  const [answerOf, facts] = await underBuyersLock(tx, dialect, userIds, (tx) =>
    Promise.all([
      withKeys.length > 0 ? storedAnswers(tx, withKeys) : undefined,
      readQuoteFactsOfEach(tx, checkouts),
    ]),
  );
  const now = new Date();
  const judged = await Promise.all(
    checkouts.map(
      async ({ userId, body, timeZone, shown }, index): Promise<CheckoutPlan | Settled<CreatedCheckout>> => {
        try {
          const request = keyed[index];
          const earlier = request && answerOf?.<CreatedCheckout>(request);
          if (earlier) return { value: earlier.answer };
          const quote = await quoteCheckout(tx, userId, body, facts[index] as QuoteFacts, now);
          return { ...planCheckout(userId, body, quote, timeZone, minutes, now), shown };
        } catch (error) {
          return { error };
        }
      },
    ),
  );
  // Thrown only once every judgement has finished, so none reads after the transaction has ended.
  const surprise = judged.find((j) => 'error' in j && !(j.error instanceof DomainError));
  if (surprise && 'error' in surprise) throw surprise.error;
  const plans = judged.flatMap((j, index) => ('quote' in j ? [{ plan: j, index }] : []));
  const placed = await writeCheckouts(
    tx,
    dialect,
    plans.map((p) => p.plan),
    (placed) =>
      rememberAnswers(
        tx,
        plans.flatMap(({ index }, n) => {
          const request = keyed[index];
          return request ? [{ request, answer: placed[n] }] : [];
        }),
      ),
  );
  return judged.map((j) => {
    if (!('quote' in j)) return j;
    return { value: placed[plans.findIndex((p) => p.plan === j)] as CreatedCheckout };
  });
}

/** One buyer's checkout worked out from its quote, before anything is written: its orders and what it answers. */
type CheckoutPlan = {
  userId: number;
  quote: Quote;
  checkoutSn: string;
  shops: (Quote['priced']['shops'][number] & { sn: string })[];
  timeZone: string;
  placedAt: string;
  expires: string;
  fromBag: boolean;
  shown?: DisplayRate | null;
};

/** Refuses a checkout whose quote breaks a rule the preview does not check, or differs from what the buyer saw. */
function planCheckout(
  userId: number,
  body: CreateOrderBody,
  quote: Quote,
  timeZone: string,
  minutes: HoldMinutes,
  now: Date,
): CheckoutPlan {
  const problem = checkoutProblem(
    quote.lines.map((l) => ({ is_virtual: l.isVirtual })),
    quote.address !== null,
  );
  if (problem) throw new DomainError(Codes.ValidationFailed, problem);
  if (quote.priced.total !== body.expected_total) throw new DomainError(Codes.PriceChanged);
  const { funded } = unpaidHoldOf(quote);
  const unpaidMinutes = funded ? minutes.funded : minutes.unfunded;
  return {
    userId,
    quote,
    checkoutSn: orderSerial('C', now),
    shops: quote.priced.shops.map((shop) => ({ ...shop, sn: orderSerial('', now) })),
    timeZone,
    placedAt: now.toISOString(),
    expires: new Date(now.getTime() + unpaidMinutes * MINUTE).toISOString(),
    fromBag: body.from_bag === true,
  };
}

/**
 * The checkout's work inside the caller's transaction, the buyer already locked (the demo history): the
 * buyer and the quote's facts read, the quote checked and `writeCheckouts` of it. `now` is the instant the
 * orders are placed at (the demo history replays past ones).
 */
export async function placeOrders(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  body: CreateOrderBody,
  timeZone: string,
  minutes: HoldMinutes,
  now = new Date(),
): Promise<CreatedCheckout> {
  const facts = await readQuoteFacts(tx, userId, body);
  const quote = await quoteCheckout(tx, userId, body, facts, now);
  const plan = planCheckout(userId, body, quote, timeZone, minutes, now);
  const [placed] = await writeCheckouts(tx, dialect, [plan]);
  return placed as CreatedCheckout;
}

/**
 * The checkouts' writes inside the caller's transaction, the buyers locked and their plans made from what
 * was read under the locks. Statements that need no answer of another go out together: stock for the sum
 * of every plan's lines, the promo uses, the orders and the bags; then, with the orders' ids, the vouchers
 * used, their items, the discount money set aside (returned on cancel), the promo uses recorded and
 * `alsoWrite` (the callers' idempotency answers). Stock short of the sum, a promo code used up, a voucher
 * already used or discount money gone is thrown: the caller's transaction must roll back.
 */
async function writeCheckouts(
  tx: Tx,
  dialect: DialectName,
  plans: CheckoutPlan[],
  alsoWrite?: (placed: CreatedCheckout[]) => Promise<void>,
): Promise<CreatedCheckout[]> {
  if (plans.length === 0) return [];
  // Promo codes by id: the lock order (catalog/stock.ts), after the stock's rows.
  const promoIds = plans.flatMap((p) => (p.quote.promo ? [p.quote.promo.id] : [])).sort((a, b) => a - b);
  const [short, promosTaken, ids] = await Promise.all([
    reserveStock(
      tx,
      dialect,
      plans.flatMap((p) => p.quote.lines),
    ),
    Promise.all(promoIds.map((id) => takePromoUse(tx, id))),
    insertOrders(tx, plans.flatMap(orderRows)),
    removeOrdered(
      tx,
      plans.flatMap((p) =>
        p.fromBag
          ? p.quote.lines.map((l) => ({ userId: p.userId, skuId: l.skuId, quantity: l.quantity }))
          : [],
      ),
    ),
  ]);
  if (short) throw new DomainError(Codes.OutOfStock, undefined, { vars: { name: short.name } });
  if (!promosTaken.every(Boolean)) throw new DomainError(Codes.PromoInvalid, 'errors.promoUsedUp');
  const orderOf = (plan: CheckoutPlan, shopId: number) =>
    ids.get(plan.shops.find((s) => s.shopId === shopId)?.sn as string) as number;
  const placed = plans.map((plan) => ({
    checkout_sn: plan.checkoutSn,
    orders: plan.shops.map((shop) => ({
      id: orderOf(plan, shop.shopId),
      sn: shop.sn,
      total: formatCents(shop.total),
    })),
    total: formatCents(plan.quote.priced.total),
    expires_at: plan.expires,
  }));
  const [vouchersTaken, held] = await Promise.all([
    // A conditional update each: a voucher another order took in the meantime is not taken twice.
    useVouchers(
      tx,
      plans.flatMap((plan) =>
        [...plan.quote.vouchers.chosen].map(([shopId, picked]) => ({
          id: picked.held.id,
          userId: plan.userId,
          orderId: orderOf(plan, shopId),
          at: plan.placedAt,
        })),
      ),
    ),
    Promise.all(
      plans.flatMap((plan) =>
        plan.shops
          .filter((s) => s.bonus > 0)
          .map((shop) =>
            post(tx, {
              userId: plan.userId,
              wallet: 'bonus',
              amount: -shop.bonus,
              type: 'discount',
              ref: { type: 'order', id: orderOf(plan, shop.shopId) },
              note: 'discount money set aside for an order',
              at: plan.placedAt,
            }),
          ),
      ),
    ),
    insertOrderItems(
      tx,
      plans.flatMap((plan) =>
        plan.quote.lines.map((l) => ({
          order_id: orderOf(plan, l.shopId),
          product_id: l.productId,
          sku_id: l.skuId,
          product_name: l.name,
          spec: l.spec,
          image: l.image,
          unit_price: l.unitPrice,
          quantity: l.quantity,
          subtotal: l.subtotal,
          is_virtual: l.isVirtual ? 1 : 0,
        })),
      ),
    ),
    ...plans.map(
      (plan, n) =>
        plan.quote.promo &&
        insertPromoUse(tx, {
          promo_code_id: plan.quote.promo.id,
          user_id: plan.userId,
          order_id: placed[n]?.orders[0]?.id as number,
          checkout_sn: plan.checkoutSn,
          created_at: plan.placedAt,
        }),
    ),
    alsoWrite?.(placed),
    // The last lock the transaction takes (public-cache/catalog-changed.ts).
    catalogChangedIn(tx),
  ]);
  if (!held.every(Boolean)) throw new DomainError(Codes.PriceChanged);
  if (!vouchersTaken) throw new DomainError(Codes.VoucherInvalid);
  return placed;
}

/** A plan's orders, one per shop, as rows to insert. */
function orderRows(plan: CheckoutPlan): Insertable<OrdersTable>[] {
  const { quote } = plan;
  // The address as printed when the order was placed; a later edit of the address book never changes it.
  const lines = quote.address ? formatPlace(quote.address).join('\n') : null;
  return plan.shops.map((shop) => {
    const promise = promiseOf(quote, shop.shopId, plan.timeZone, new Date(plan.placedAt));
    return {
      sn: shop.sn,
      checkout_sn: plan.checkoutSn,
      user_id: plan.userId,
      merchant_id: shop.shopId,
      status: 'waiting_pay',
      is_virtual: quote.lines.every((l) => l.shopId !== shop.shopId || l.isVirtual) ? 1 : 0,
      goods_total: shop.goods,
      freight: shop.freight,
      promo_discount: shop.promo,
      voucher_discount: shop.voucher,
      bonus_used: shop.bonus,
      total: shop.total,
      promo_code_id: quote.promo?.id ?? null,
      addressee: quote.address?.addressee ?? null,
      mobile: quote.address?.mobile ?? null,
      area: quote.address?.country ?? null,
      address_lines: lines,
      time_zone: plan.timeZone,
      expires_at: plan.expires,
      created_at: plan.placedAt,
      updated_at: plan.placedAt,
      display_currency: plan.shown?.currency ?? null,
      display_rate: plan.shown?.per_usd ?? null,
      display_rate_set_at: plan.shown?.set_at ?? null,
      promised_latest: promise?.latest ?? null,
      promised_by: promise ? promiseEndsAt(promise.latest, plan.timeZone).toISOString() : null,
    };
  });
}
