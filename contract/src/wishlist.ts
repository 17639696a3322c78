import { z } from 'zod';
import { ProductCard } from './catalog.ts';
import { pageOf } from './pagination.ts';
import { requestObject } from './request.ts';

// The buyer's wishlist (/heart): products saved for later, newest first.

export const WishlistBody = requestObject({
  product_id: z.coerce
    .number<number | string>({ error: 'errors.productNotFound' })
    .int({ error: 'errors.productNotFound' })
    .positive({ error: 'errors.productNotFound' }),
});
export type WishlistBody = z.infer<typeof WishlistBody>;

/** A saved product: its card, whether it can still be bought, and when it was saved. */
export const WishlistItem = ProductCard.extend({ on_sale: z.boolean(), saved_at: z.string() });
export type WishlistItem = z.infer<typeof WishlistItem>;

export const pageOfWishlist = pageOf(WishlistItem);

/** Answer of add and del: whether the product is saved now, and how many products the list holds. */
export const WishlistAnswer = z.object({ saved: z.boolean(), total: z.number().int() });
export type WishlistAnswer = z.infer<typeof WishlistAnswer>;

/** Every saved product's id, so cards and the detail page can show their heart filled. */
export const WishlistIds = z.object({ ids: z.array(z.number().int()) });
export type WishlistIds = z.infer<typeof WishlistIds>;
