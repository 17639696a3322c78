// Without zod, unlike order.ts: the order list reads these and must not load the schemas with them.
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
