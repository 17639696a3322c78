// The order-status machine of architecture.md. The server enforces it in one place:
// every transition is a conditional update from one of `from`.
export const ORDER_STATUSES = [
  'waiting_pay',
  'waiting_deliver',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
  'after_sale',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// spec §4: "all" is a filter only, never a stored status.
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

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
export const AUTO_RECEIVE_DAYS = 10;
export const AUTO_COMPLETE_DAYS = 7;

export function canApply(event: OrderEvent, status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[event].from.includes(status);
}
