import { z } from 'zod';
import { DisplayRate } from './display-rates.ts';
import { MoneyString } from './money.ts';
import { ORDER_FILTERS, ORDER_STATUSES, type OrderStatus } from './order-statuses.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { ShipmentEvent } from './tracking.ts';

export { ORDER_FILTERS, ORDER_STATUSES, type OrderFilter, type OrderStatus } from './order-statuses.ts';

/** GET /api/user/order_list: a page of the buyer's orders in one status, or all. */
export const OrderListQuery = PageQuery.extend({
  status: z.enum(ORDER_FILTERS, { error: 'validation.statusInvalid' }).default('all'),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const ORDER_EVENTS = [
  'pay_physical',
  'pay_virtual',
  'cancel',
  'expire',
  'ship',
  'confirm_receipt',
  'auto_receive',
  'apply_refund',
  'apply_after_sale',
  'review',
  'auto_complete',
  'refund_accept',
  'refund_refuse',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

type Transition = { from: readonly OrderStatus[]; to: OrderStatus | 'previous' };

export const ORDER_TRANSITIONS: Record<OrderEvent, Transition> = {
  pay_physical: { from: ['waiting_pay'], to: 'waiting_deliver' },
  pay_virtual: { from: ['waiting_pay'], to: 'completed' },
  cancel: { from: ['waiting_pay'], to: 'cancelled' },
  expire: { from: ['waiting_pay'], to: 'cancelled' },
  ship: { from: ['waiting_deliver'], to: 'delivered' },
  confirm_receipt: { from: ['delivered'], to: 'received' },
  auto_receive: { from: ['delivered'], to: 'received' },
  apply_refund: { from: ['waiting_deliver', 'delivered'], to: 'refunding' },
  apply_after_sale: { from: ['received'], to: 'after_sale' },
  review: { from: ['received'], to: 'completed' },
  auto_complete: { from: ['received'], to: 'completed' },
  refund_accept: { from: ['refunding', 'after_sale'], to: 'refunded' },
  // Refused refunds go back to the status the order had before the application.
  refund_refuse: { from: ['refunding', 'after_sale'], to: 'previous' },
};

export const UNPAID_ORDER_TTL_MINUTES = 30;
// An order its buyer's balance does not cover holds its stock this long only (docs/decisions/0092).
export const UNFUNDED_ORDER_TTL_MINUTES = 5;
export const AUTO_RECEIVE_DAYS = 10;
export const AUTO_COMPLETE_DAYS = 7;

export function canApply(event: OrderEvent, status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[event].from.includes(status);
}

/** What the buyer may do with an order now (spec §4: each after a confirmation prompt). */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'confirm_receipt',
  'extend_receipt',
  'refund',
  'review',
  'complain',
  'consult',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const OrderItem = z.object({
  product_id: z.number().int(),
  sku_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  image: z.string().nullable(),
  unit_price: MoneyString,
  quantity: z.number().int(),
  subtotal: MoneyString,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** The delivery address copied onto an order at checkout: its lines as its country prints them (address-format.ts). */
export const OrderAddress = z.object({
  addressee: z.string(),
  mobile: z.string(),
  lines: z.array(z.string()),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const Order = z.object({
  id: z.number().int(),
  sn: z.string(),
  status: z.enum(ORDER_STATUSES),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  is_virtual: z.boolean(),
  goods: MoneyString,
  freight: MoneyString,
  promo: MoneyString,
  voucher: MoneyString,
  discount: MoneyString,
  total: MoneyString,
  quantity: z.number().int(),
  items: z.array(OrderItem),
  /** Null for card-key orders, which need none. */
  address: OrderAddress.nullable(),
  /** Null until the shop ships. */
  logistics: z.object({ company: z.string(), tracking: z.string() }).nullable(),
  /** The courier's latest scan, for the order list; null before the first. */
  last_scan: ShipmentEvent.nullable(),
  timeline: z.object({
    created_at: z.string(),
    paid_at: z.string().nullable(),
    shipped_at: z.string().nullable(),
    received_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
  }),
  /** When an unpaid order will be cancelled; null in every other status. */
  expires_at: z.string().nullable(),
  /** The promised latest day of arrival (`YYYY-MM-DD`, the buyer's zone at checkout); null for card keys. */
  promised_latest: z.iso.date().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The buyer's currency and its rate as shown at checkout; null when none was shown (the dollar only). */
  display: DisplayRate.nullable(),
});
export type Order = z.infer<typeof Order>;

/** GET /api/user/order_list: a page of one filter, and how many orders each filter holds. */
export const OrderPage = pageOf(Order).extend({
  counts: z.record(z.enum(ORDER_FILTERS), z.number().int()),
});
export type OrderPage = z.infer<typeof OrderPage>;

export const LOGISTICS_STEPS = ['created', 'paid', 'shipped', 'received'] as const;
export type LogisticsStep = (typeof LOGISTICS_STEPS)[number];

/** GET /api/order/logistics: the steps reached so far, newest first. */
export const Logistics = z.object({
  company: z.string().nullable(),
  tracking: z.string().nullable(),
  events: z.array(z.object({ status: z.enum(LOGISTICS_STEPS), at: z.string() })),
  /** The courier's scans, newest first. */
  scans: z.array(ShipmentEvent),
  /** When the courier delivered the parcel (its "delivered" scan); null before. */
  delivered_at: z.string().nullable(),
});
export type Logistics = z.infer<typeof Logistics>;

/** A card key issued to one of the buyer's orders (GET /api/order/cards), password decrypted. */
export const CardKey = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  sn: z.string(),
  product_name: z.string(),
  card_number: z.string(),
  card_password: z.string(),
  issued_at: z.string(),
});
export type CardKey = z.infer<typeof CardKey>;
