import { z } from 'zod';
import { ProductCard } from './catalog.ts';
import { RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_MERGED, TOGETHER_FROM_MAX } from './recommendation-limits.ts';
import { requestObject } from './request.ts';

// Issue 38 items 1 and 2: what a buyer viewed lately, and what other buyers bought or viewed together.

const productId = z.coerce
  .number<number | string>({ error: 'errors.productNotFound' })
  .int({ error: 'errors.productNotFound' })
  .positive({ error: 'errors.productNotFound' });

/** A visitor's list at login, newest first: the products viewed in that browser before logging in. */
export const ViewedMergeBody = requestObject({
  product_ids: z.array(productId).max(RECENTLY_VIEWED_MERGED, { error: 'validation.tooManyItems' }),
});
export type ViewedMergeBody = z.infer<typeof ViewedMergeBody>;

/** A recently viewed product: its card and when the buyer last opened it. */
export const ViewedItem = ProductCard.extend({ viewed_at: z.string() });
export type ViewedItem = z.infer<typeof ViewedItem>;

export const RecentlyViewed = z.object({ list: z.array(ViewedItem) });
export type RecentlyViewed = z.infer<typeof RecentlyViewed>;

export const TOGETHER_KINDS = ['bought', 'viewed'] as const;
export type TogetherKind = (typeof TOGETHER_KINDS)[number];

/** Product ids in a query, comma separated ("3,1,2"), at most `max`, each once, in their order. */
function productIdList(max: number) {
  return z
    .string()
    .max(max * 12, { error: 'validation.tooManyItems' })
    .regex(/^(\d{1,11}(,\d{1,11})*)?$/, { error: 'errors.productNotFound' })
    .default('')
    .transform((text) => [...new Set(text.split(',').filter(Boolean).map(Number))])
    .refine((ids) => ids.length <= max, { error: 'validation.tooManyItems' });
}

/** A visitor's browser list, shown as cards (on sale only, in the order given). */
export const ViewedCardsQuery = requestObject({ ids: productIdList(RECENTLY_VIEWED_KEPT) });
export type ViewedCardsQuery = z.infer<typeof ViewedCardsQuery>;

export const ViewedCards = z.object({ list: z.array(ProductCard) });
export type ViewedCards = z.infer<typeof ViewedCards>;

/**
 * `ids`: the products to start from, comma separated (none: the best sellers). `kind`: bought or
 * viewed together. Only `bought` is filled up to `TOGETHER_SHOWN` from the same categories by sales.
 */
export const TogetherQuery = requestObject({
  ids: productIdList(TOGETHER_FROM_MAX),
  kind: z.enum(TOGETHER_KINDS, { error: 'validation.kindInvalid' }).default('bought'),
});
export type TogetherQuery = z.infer<typeof TogetherQuery>;

/**
 * Why a product is recommended: bought or viewed in the same checkout or day as one of those
 * started from, or (filling up) a best seller of their categories, or of the shop.
 */
export const TOGETHER_REASONS = ['bought', 'viewed', 'category', 'popular'] as const;
export const TogetherItem = ProductCard.extend({ reason: z.enum(TOGETHER_REASONS) });
export type TogetherItem = z.infer<typeof TogetherItem>;

export const TogetherAnswer = z.object({ list: z.array(TogetherItem) });
export type TogetherAnswer = z.infer<typeof TogetherAnswer>;
