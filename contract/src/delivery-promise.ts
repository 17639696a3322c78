import { z } from 'zod';

export * from './delivery-window.ts';

/** The arrival window a buyer is promised: local calendar days `YYYY-MM-DD` in the buyer's time zone. */
export const DeliveryPromise = z.object({
  earliest: z.iso.date(),
  latest: z.iso.date(),
});
export type DeliveryPromise = z.infer<typeof DeliveryPromise>;

/** GET /api/merchant/delivery_promise: a shop's promise to the buyer's default address (null: none, a visitor). */
export const ShopPromise = DeliveryPromise.extend({ country: z.string().nullable() });
export type ShopPromise = z.infer<typeof ShopPromise>;
