// The orders feature's own queries; the order lists and details are shared (api/queries/order-keys.ts).
export const ordersKeys = {
  bag: () => ['bag'] as const,
  preview: (request: unknown) => ['checkout-preview', request] as const,
};
