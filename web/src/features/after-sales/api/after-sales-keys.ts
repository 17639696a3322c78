// Every after-sales query lives under 'after-sales'; the order's own queries stay the orders feature's keys.
export const afterSalesKeys = {
  refunds: (orderId: number) => ['after-sales', 'refunds', orderId] as const,
  complaints: () => ['after-sales', 'complaints'] as const,
  consults: () => ['after-sales', 'consults'] as const,
  consult: (id: number) => ['after-sales', 'consult', id] as const,
};
