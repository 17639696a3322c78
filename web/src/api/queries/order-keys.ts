// The buyer's orders are read by the orders, after-sales and account features: one set of keys for all.
export const orderKeys = {
  /** Every order list, whatever its status filter. */
  lists: () => ['orders'] as const,
  list: (status: string) => ['orders', status] as const,
  /** Every order's detail and logistics. */
  details: () => ['order'] as const,
  detail: (id: number) => ['order', id] as const,
  logistics: (id: number) => ['order', id, 'logistics'] as const,
  counts: () => ['order-counts'] as const,
  cards: () => ['card-keys'] as const,
};
