// Without zod, unlike checkout.ts: a product's page reads these and must not load the schemas with them.
export const PURCHASE_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PurchaseLimitPeriod = (typeof PURCHASE_LIMIT_PERIODS)[number];

export const MAX_LINE_QUANTITY = 999;
