import type { PurchaseLimitHint } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { type DisplayRate, isDisplayCurrency } from '@crossbay/contract/display-currency';
import { formatCents } from '@crossbay/contract/money';
import {
  type CardKey,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type Order,
  type OrderAction,
  type OrderAddress,
  type OrderFilter,
  type OrderPage,
  type OrderStatus,
} from '@crossbay/contract/order';
import type { Page } from '@crossbay/contract/pagination';
import type { ShipmentEvent } from '@crossbay/contract/tracking';
import type { NotNull } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { CardCipher } from '#server/lib/card-crypto.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { canComplain, canReview, ownOrder } from './lifecycle.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import { lastScans } from './tracking.ts';

type OrderRow = Awaited<ReturnType<typeof ownOrder>>;

async function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select([
      'order_id',
      'product_id',
      'sku_id',
      'product_name',
      'spec',
      'image',
      'unit_price',
      'quantity',
      'subtotal',
      'is_virtual',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** What the buyer may do now, from the state machine (spec §4: each after a confirmation prompt). */
export function buyerActions(
  status: OrderStatus,
  reviewed: boolean,
  paidFromBalance: boolean,
  receiptExtended: boolean,
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (status === 'waiting_pay') actions.push('pay', 'cancel');
  if (ORDER_TRANSITIONS.confirm_receipt.from.includes(status)) actions.push('confirm_receipt');
  // Issue 37 item 4: once, while the parcel is on its way and the receipt timer runs.
  if (status === 'delivered' && !receiptExtended) actions.push('extend_receipt');
  // A refund gives back balance money only, so an order paid wholly with discount money has none.
  if (
    paidFromBalance &&
    (ORDER_TRANSITIONS.apply_refund.from.includes(status) ||
      ORDER_TRANSITIONS.apply_after_sale.from.includes(status))
  ) {
    actions.push('refund');
  }
  if (canReview(status, reviewed)) actions.push('review');
  if (canComplain(status)) actions.push('complain');
  actions.push('consult');
  return actions;
}

// Copied together at checkout from a saved address: a physical order has them all (migration 0022 wrote the
// lines of orders placed before).
function shippingAddress(order: OrderRow): OrderAddress | null {
  const { addressee, mobile, address_lines: lines } = order;
  return addressee && mobile && lines ? { addressee, mobile, lines: lines.split('\n') } : null;
}

// Company and tracking number are set together when the shop ships.
function shipment(order: OrderRow): Order['logistics'] {
  const { logistics_company: company, logistics_no: tracking } = order;
  return company && tracking ? { company, tracking } : null;
}

// Written together at checkout when the buyer was shown a price in his currency (migration 0026).
function shownAtCheckout(order: OrderRow): DisplayRate | null {
  const { display_currency: currency, display_rate: perUsd, display_rate_set_at: setAt } = order;
  return isDisplayCurrency(currency) && perUsd && setAt ? { currency, per_usd: perUsd, set_at: setAt } : null;
}

function describe(
  order: OrderRow,
  items: Awaited<ReturnType<typeof itemsOf>>,
  shopName: string,
  reviewed: boolean,
  lastScan: ShipmentEvent | null,
): Order {
  const status = order.status as OrderStatus;
  return {
    id: Number(order.id),
    sn: order.sn,
    status,
    merchant_id: Number(order.merchant_id),
    merchant_name: shopName,
    is_virtual: Number(order.is_virtual) === 1,
    goods: formatCents(Number(order.goods_total)),
    freight: formatCents(Number(order.freight)),
    promo: formatCents(Number(order.promo_discount)),
    voucher: formatCents(Number(order.voucher_discount)),
    discount: formatCents(Number(order.bonus_used)),
    total: formatCents(Number(order.total)),
    quantity: items.reduce((a, i) => a + i.quantity, 0),
    items: items.map((i) => ({
      product_id: Number(i.product_id),
      sku_id: Number(i.sku_id),
      name: i.product_name,
      spec: i.spec,
      image: i.image,
      unit_price: formatCents(Number(i.unit_price)),
      quantity: i.quantity,
      subtotal: formatCents(Number(i.subtotal)),
    })),
    address: shippingAddress(order),
    logistics: shipment(order),
    last_scan: lastScan,
    timeline: {
      created_at: order.created_at,
      paid_at: order.paid_at,
      shipped_at: order.shipped_at,
      received_at: order.received_at,
      completed_at: order.completed_at,
      cancelled_at: order.cancelled_at,
    },
    expires_at: status === 'waiting_pay' ? order.expires_at : null,
    promised_latest: order.promised_latest,
    actions: buyerActions(status, reviewed, Number(order.total) > 0, Number(order.receipt_extended) === 1),
    display: shownAtCheckout(order),
  };
}

export async function orderList(
  db: Db,
  userId: number,
  filter: OrderFilter,
  page: number,
  limit: number,
): Promise<OrderPage> {
  let base = db
    .selectFrom('orders')
    .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
    .where('orders.user_id', '=', userId);
  if (filter !== 'all') base = base.where('orders.status', '=', filter);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('orders')
    .select('merchants.name as merchant_name')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const items = await itemsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const reviewed = await reviewedOrders(
    db,
    rows.map((r) => Number(r.id)),
  );
  const scans = await lastScans(
    db,
    rows.map((r) => Number(r.id)),
  );
  const counts = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)]),
  ) as Record<OrderStatus, number>;
  return {
    list: rows.map((r) =>
      describe(
        r,
        items.filter((i) => Number(i.order_id) === Number(r.id)),
        r.merchant_name,
        reviewed.has(Number(r.id)),
        scans.get(Number(r.id)) ?? null,
      ),
    ),
    total: Number(total),
    page,
    limit,
    counts: { all: Object.values(byStatus).reduce((a, b) => a + b, 0), ...byStatus },
  };
}

async function reviewedOrders(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.selectFrom('reviews').select('order_id').where('order_id', 'in', orderIds).execute();
  return new Set(rows.map((r) => Number(r.order_id)));
}

export async function orderDetail(db: Db, userId: number, orderId: number): Promise<Order> {
  const order = await ownOrder(db, userId, orderId);
  const [items, shop, reviewed, scans] = await Promise.all([
    itemsOf(db, [orderId]),
    db.selectFrom('merchants').select('name').where('id', '=', order.merchant_id).executeTakeFirstOrThrow(),
    reviewedOrders(db, [orderId]),
    lastScans(db, [orderId]),
  ]);
  return describe(order, items, shop.name, reviewed.has(orderId), scans.get(orderId) ?? null);
}

/** Card keys of the buyer's orders, decrypted for their owner only. */
export async function cardList(
  db: Db,
  cipher: CardCipher,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<CardKey>> {
  const base = db
    .selectFrom('card_keys')
    .innerJoin('orders', 'orders.id', 'card_keys.order_id')
    .innerJoin('products', 'products.id', 'card_keys.product_id')
    .where('orders.user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'card_keys.id',
      'card_keys.card_number',
      'card_keys.password_enc',
      'card_keys.issued_at',
      'orders.id as order_id',
      'orders.sn',
      'products.name',
    ])
    // A key gets its order and its issue time in the same update (card-keys.ts).
    .$narrowType<{ issued_at: NotNull }>()
    .orderBy('card_keys.issued_at', 'desc')
    .orderBy('card_keys.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const list = rows.map((r) => ({
    id: Number(r.id),
    order_id: Number(r.order_id),
    sn: r.sn,
    product_name: r.name,
    card_number: r.card_number,
    card_password: cipher.decrypt(r.password_enc),
    issued_at: r.issued_at,
  }));
  return { list, total: Number(total), page, limit };
}

/** The purchase-limit hint: bought this period, still allowed and when it resets, per period with a limit. */
export async function purchaseLimit(db: Db, userId: number, productId: number): Promise<PurchaseLimitHint> {
  const product = await db
    .selectFrom('products')
    .select(['limit_day', 'limit_week', 'limit_month', 'is_virtual'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new DomainError(Codes.NotFound);
  const limits = { day: product.limit_day, week: product.limit_week, month: product.limit_month };
  return { product_id: productId, periods: await purchasesInPeriods(db, userId, productId, limits) };
}
