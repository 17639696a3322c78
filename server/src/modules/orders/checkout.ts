import {
  type CheckoutBody,
  type CheckoutPreview,
  type CreatedCheckout,
  type CreateOrderBody,
  checkoutProblem,
} from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { UNPAID_ORDER_TTL_MINUTES } from '@crossbay/contract/order';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { underBuyerLock } from '#server/db/lock-buyer.ts';
import { inTransaction, pipelined } from '#server/db/pipelined.ts';
import { MINUTE } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { removeOrdered } from '#server/modules/cart/service.ts';
import { reserveStock } from '#server/modules/catalog/stock.ts';
import {
  type KeyLookup,
  keyColumns,
  keyLookup,
  rememberAnswer,
  storedAnswer,
} from '#server/modules/idempotency/service.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { type Quote, type QuoteFacts, quoteCheckout, readQuoteFacts } from './quote.ts';
import {
  insertOrderItems,
  insertOrders,
  insertPromoUse,
  readCheckoutBuyer,
  takePromoUse,
  unpaidOrdersColumn,
} from './repo.ts';
import { orderSerial } from './serials.ts';
import { checkUnpaidLimits } from './unpaid-limits.ts';

function describe(quote: Quote): CheckoutPreview {
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
      discount: formatCents(shop.bonus),
      total: formatCents(shop.total),
    })),
    address: address && {
      id: Number(address.id),
      addressee: address.addressee,
      mobile: address.mobile,
      area: `${address.country} ${address.region}`,
      detail: address.detail,
    },
    promo_code: promo?.code ?? null,
    goods: formatCents(priced.goods),
    freight: formatCents(priced.freight),
    promo: formatCents(priced.promo),
    discount: formatCents(priced.bonus),
    discount_max: formatCents(bonusMax),
    total: formatCents(priced.total),
  };
}

export async function previewCheckout(db: Db, userId: number, body: CheckoutBody): Promise<CheckoutPreview> {
  const facts = await pipelined(db, (tx) => readQuoteFacts(tx, userId, body, false));
  return describe(await quoteCheckout(db, userId, body, facts));
}

/** What a checkout reads under the buyer's lock: their discount money and unpaid orders, and the quote's facts. */
type CheckoutBuyer = { bonusUsable: number; unpaidOrders: number; facts: QuoteFacts };

/** What a checkout reads once it holds the buyer's lock; with a key, the key's answer too. */
const readBuyer = compiledOnce((db, userId: number, lookup: KeyLookup | undefined) =>
  db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => ['users.bonus_usable', unpaidOrdersColumn(eb, userId)])
    .$if(lookup !== undefined, (q) => q.select((eb) => keyColumns(eb, ...(lookup as KeyLookup)))),
);

/**
 * One order per shop, in one transaction under the buyer's lock: the figures are recomputed and must
 * equal the preview's, what the buyer holds unpaid must stay within limits, stock is reserved, the promo
 * use taken and the discount money set aside (returned on cancel). With an idempotency key, the same
 * request again answers the orders already made: the statement that takes the lock reads the key's
 * answer, the buyer's discount money and unpaid orders with it.
 */
export async function createOrders(
  db: Db,
  userId: number,
  body: CreateOrderBody,
  timeZone: string,
  unpaidMinutes = UNPAID_ORDER_TTL_MINUTES,
): Promise<CreatedCheckout> {
  const key = body.idempotency_key;
  const keyed = key ? { userId, scope: 'order_create', key, body } : null;
  const created = await inTransaction(db, async (tx) => {
    const lookup = keyed ? keyLookup(keyed) : undefined;
    const [[row], facts] = await underBuyerLock(tx, db.dialectName, userId, (tx) =>
      Promise.all([readBuyer(tx, userId, lookup), readQuoteFacts(tx, userId, body, true)]),
    );
    if (!row) throw new DomainError(Codes.NotFound);
    const earlier =
      keyed &&
      storedAnswer<CreatedCheckout>(
        { key_fingerprint: row.key_fingerprint ?? null, key_response: row.key_response ?? null },
        keyed,
      );
    if (earlier) return earlier.answer;
    const buyer = { bonusUsable: Number(row.bonus_usable), unpaidOrders: Number(row.unpaid_orders), facts };
    return placeOrders(tx, userId, body, timeZone, unpaidMinutes, new Date(), buyer, (placed) =>
      keyed ? rememberAnswer(tx, keyed, placed) : undefined,
    );
  });
  // Stock was reserved: the catalog shows less.
  await catalogChanged(db);
  return created;
}

/**
 * The checkout's work inside the caller's transaction, the buyer already locked (`buyer` read with the
 * lock, or read here). `now` is the instant the orders are placed at (the demo history replays past ones).
 * Statements that need no answer of another go out together: stock, the promo use, the orders and the bag;
 * then, with the orders' ids, their items, the discount money set aside and `alsoWrite` (the caller's
 * idempotency answer).
 */
export async function placeOrders(
  tx: Tx,
  userId: number,
  body: CreateOrderBody,
  timeZone: string,
  unpaidMinutes: number,
  now = new Date(),
  buyer?: CheckoutBuyer,
  alsoWrite?: (placed: CreatedCheckout) => Promise<void> | undefined,
): Promise<CreatedCheckout> {
  const { bonusUsable, unpaidOrders, facts } = buyer ?? (await readBuyerHere(tx, userId, body));
  const quote = await quoteCheckout(tx, userId, body, facts, now, bonusUsable);
  const problem = checkoutProblem(
    quote.lines.map((l) => ({ is_virtual: l.isVirtual })),
    quote.address !== null,
  );
  if (problem) throw new DomainError(Codes.ValidationFailed, problem);
  if (quote.priced.total !== body.expected_total) throw new DomainError(Codes.PriceChanged);
  checkUnpaidLimits(quote.unpaidLimits, unpaidOrders, quote.priced.shops.length, quote.lines);
  const checkoutSn = orderSerial('C', now);
  const placedAt = now.toISOString();
  const expires = new Date(now.getTime() + unpaidMinutes * MINUTE).toISOString();
  const area = quote.address ? `${quote.address.country} ${quote.address.region}` : null;
  const shops = quote.priced.shops.map((shop) => ({ ...shop, sn: orderSerial('', now) }));
  const [short, promoTaken, ids] = await Promise.all([
    reserveStock(tx, quote.lines),
    quote.promo ? takePromoUse(tx, quote.promo.id) : true,
    insertOrders(
      tx,
      shops.map((shop) => ({
        sn: shop.sn,
        checkout_sn: checkoutSn,
        user_id: userId,
        merchant_id: shop.shopId,
        status: 'waiting_pay',
        is_virtual: quote.lines.every((l) => l.shopId !== shop.shopId || l.isVirtual) ? 1 : 0,
        goods_total: shop.goods,
        freight: shop.freight,
        promo_discount: shop.promo,
        bonus_used: shop.bonus,
        total: shop.total,
        promo_code_id: quote.promo?.id ?? null,
        addressee: quote.address?.addressee ?? null,
        mobile: quote.address?.mobile ?? null,
        area,
        address_detail: quote.address?.detail ?? null,
        time_zone: timeZone,
        expires_at: expires,
        created_at: placedAt,
        updated_at: placedAt,
      })),
    ),
    removeOrdered(
      tx,
      userId,
      quote.lines.map((l) => l.skuId),
    ),
  ]);
  if (short) throw new DomainError(Codes.OutOfStock, undefined, { vars: { name: short.name } });
  if (!promoTaken) throw new DomainError(Codes.PromoInvalid, 'errors.promoUsedUp');
  const orderOf = (shopId: number) => ids.get(shopId) as number;
  const orders = shops.map((shop) => ({
    id: orderOf(shop.shopId),
    sn: shop.sn,
    total: formatCents(shop.total),
  }));
  const placed = {
    checkout_sn: checkoutSn,
    orders,
    total: formatCents(quote.priced.total),
    expires_at: expires,
  };
  const [held] = await Promise.all([
    Promise.all(
      shops
        .filter((s) => s.bonus > 0)
        .map((shop) =>
          post(tx, {
            userId,
            wallet: 'bonus',
            amount: -shop.bonus,
            type: 'discount',
            ref: { type: 'order', id: orderOf(shop.shopId) },
            note: 'discount money set aside for an order',
            at: placedAt,
          }),
        ),
    ),
    insertOrderItems(
      tx,
      quote.lines.map((l) => ({
        order_id: orderOf(l.shopId),
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
    quote.promo &&
      insertPromoUse(tx, {
        promo_code_id: quote.promo.id,
        user_id: userId,
        order_id: orders[0]?.id as number,
        checkout_sn: checkoutSn,
        created_at: placedAt,
      }),
    alsoWrite?.(placed),
  ]);
  if (!held.every(Boolean)) throw new DomainError(Codes.PriceChanged);
  return placed;
}

/** `CheckoutBuyer` for a caller that took the buyer's lock apart (the demo history). */
async function readBuyerHere(tx: Tx, userId: number, body: CreateOrderBody): Promise<CheckoutBuyer> {
  const [buyer, facts] = await Promise.all([
    readCheckoutBuyer(tx, userId),
    readQuoteFacts(tx, userId, body, true),
  ]);
  return { ...buyer, facts };
}
