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
import { lockBuyerThenRead } from '#server/db/lock-buyer.ts';
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
import { type Quote, quoteCheckout } from './quote.ts';
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
  return describe(await quoteCheckout(db, userId, body));
}

type CheckoutBuyer = { bonusUsable: number; unpaidOrders: number };

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
  const created = await db.transaction().execute(async (tx) => {
    const lookup = keyed ? keyLookup(keyed) : undefined;
    const row = await lockBuyerThenRead(tx, db.dialectName, userId, readBuyer, userId, lookup);
    const earlier =
      keyed &&
      storedAnswer<CreatedCheckout>(
        { key_fingerprint: row.key_fingerprint ?? null, key_response: row.key_response ?? null },
        keyed,
      );
    if (earlier) return earlier.answer;
    const buyer = { bonusUsable: Number(row.bonus_usable), unpaidOrders: Number(row.unpaid_orders) };
    const placed = await placeOrders(tx, userId, body, timeZone, unpaidMinutes, new Date(), buyer);
    if (keyed) await rememberAnswer(tx, keyed, placed);
    return placed;
  });
  // Stock was reserved: the catalog shows less.
  await catalogChanged(db);
  return created;
}

/**
 * The checkout's work inside the caller's transaction, the buyer already locked (`buyer` read with the
 * lock, or read here). `now` is the instant the orders are placed at (the demo history replays past ones).
 */
export async function placeOrders(
  tx: Tx,
  userId: number,
  body: CreateOrderBody,
  timeZone: string,
  unpaidMinutes: number,
  now = new Date(),
  buyer?: CheckoutBuyer,
): Promise<CreatedCheckout> {
  const { bonusUsable, unpaidOrders } = buyer ?? (await readCheckoutBuyer(tx, userId));
  const quote = await quoteCheckout(tx, userId, body, now, { bonusUsable });
  const problem = checkoutProblem(
    quote.lines.map((l) => ({ is_virtual: l.isVirtual })),
    quote.address !== null,
  );
  if (problem) throw new DomainError(Codes.ValidationFailed, problem);
  if (quote.priced.total !== body.expected_total) throw new DomainError(Codes.PriceChanged);
  checkUnpaidLimits(quote.unpaidLimits, unpaidOrders, quote.priced.shops.length, quote.lines);
  const short = await reserveStock(tx, quote.lines);
  if (short) throw new DomainError(Codes.OutOfStock, undefined, { vars: { name: short.name } });
  const checkoutSn = orderSerial('C', now);
  if (quote.promo && !(await takePromoUse(tx, quote.promo.id)))
    throw new DomainError(Codes.PromoInvalid, 'errors.promoUsedUp');
  const placedAt = now.toISOString();
  const expires = new Date(now.getTime() + unpaidMinutes * MINUTE).toISOString();
  const area = quote.address ? `${quote.address.country} ${quote.address.region}` : null;
  const shops = quote.priced.shops.map((shop) => ({ ...shop, sn: orderSerial('', now) }));
  const ids = await insertOrders(
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
  );
  const orderOf = (shopId: number) => ids.get(shopId) as number;
  await insertOrderItems(
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
  );
  for (const shop of shops.filter((s) => s.bonus > 0)) {
    const held = await post(tx, {
      userId,
      wallet: 'bonus',
      amount: -shop.bonus,
      type: 'discount',
      ref: { type: 'order', id: orderOf(shop.shopId) },
      note: 'discount money set aside for an order',
      at: placedAt,
    });
    if (!held) throw new DomainError(Codes.PriceChanged);
  }
  const orders = shops.map((shop) => ({
    id: orderOf(shop.shopId),
    sn: shop.sn,
    total: formatCents(shop.total),
  }));
  if (quote.promo) {
    await insertPromoUse(tx, {
      promo_code_id: quote.promo.id,
      user_id: userId,
      order_id: orders[0]?.id as number,
      checkout_sn: checkoutSn,
      created_at: placedAt,
    });
  }
  await removeOrdered(
    tx,
    userId,
    quote.lines.map((l) => l.skuId),
  );
  return { checkout_sn: checkoutSn, orders, total: formatCents(quote.priced.total), expires_at: expires };
}
