import { z } from 'zod';
import { moneyInput } from './money.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { requestObject } from './request.ts';

// spec §1: the ten categories, in this order. Names come from the message catalog.
export const CATEGORY_SLUGS = [
  'computer',
  'electrical',
  'outdoors',
  'family',
  'health',
  'mens_clothing',
  'womens_clothing',
  'food',
  'mobile_phone',
  'toys',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const PRODUCT_KINDS = ['physical', 'virtual'] as const;

export const PRODUCT_SORTS = ['comprehensive', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// A product keyword needs a word of two letters or digits (marks between them, as in Thai, count
// for none): one letter alone ("s") matches as a prefix most of a large catalogue, which no index
// answers fast (decision 0066). One Chinese or Japanese character, or one Korean syllable, is a word
// of its own (鞋 is "shoes"). A keyword without any letter stays allowed and finds nothing.
export const isSearchableKeyword = (keyword: string) =>
  /[\p{L}\p{N}]\p{M}*[\p{L}\p{N}]/u.test(keyword) ||
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(keyword) ||
  !/[\p{L}\p{N}]/u.test(keyword);

export const ProductListQuery = PageQuery.extend({
  category: z.coerce
    .number<number | string>({ error: 'validation.categoryInvalid' })
    .int()
    .positive({ error: 'validation.categoryInvalid' })
    .optional(),
  merchant: z.coerce
    .number<number | string>({ error: 'validation.merchantInvalid' })
    .int()
    .positive({ error: 'validation.merchantInvalid' })
    .optional(),
  keyword: z
    .string()
    .trim()
    .max(64, { error: 'validation.keywordTooLong' })
    .refine(isSearchableKeyword, { error: 'validation.keywordTooShort' })
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'validation.sortInvalid' }).default('comprehensive'),
  min_price: moneyInput('validation.priceInvalid').optional(),
  max_price: moneyInput('validation.priceInvalid').optional(),
  in_stock: z.enum(['0', '1'], { error: 'validation.flagInvalid' }).optional(),
  kind: z.enum(PRODUCT_KINDS, { error: 'validation.kindInvalid' }).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
/** The filter of a product list as the app sends it (amounts as typed), without its paging. */
export type ProductFilter = Omit<z.input<typeof ProductListQuery>, 'page' | 'limit'>;

export const ProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.string(),
  original_price: z.string().nullable(),
  sales: z.number().int(),
  stock: z.number().int(),
  is_virtual: z.boolean(),
  category_id: z.number().int(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  /** The average product score of its reviews (one decimal), null while it has none. */
  rating: z.number().nullable(),
  reviews: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const ShopSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  sales: z.number().int(),
  fans: z.number().int(),
  // Share of reviews scoring 4 or 5, in percent; null while a shop has no reviews.
  favourable_rate: z.number().nullable(),
});
export type ShopSummary = z.infer<typeof ShopSummary>;

export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
});
export type Category = z.infer<typeof Category>;

export const HotShopQuery = PageQuery.extend({
  // spec §7, §9: hot shops default to page 1, limit 8.
  limit: PageQuery.shape.limit.removeDefault().default(8),
});

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export const PlatformNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const HomeBoard = z.object({
  banners: z.array(Banner),
  notices: z.array(PlatformNotice),
  categories: z.array(Category),
});
export type HomeBoard = z.infer<typeof HomeBoard>;

export const IdQuery = requestObject({
  id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int({ error: 'errors.notFound' })
    .positive({ error: 'errors.notFound' }),
});

export const ProductPicture = z.object({
  large: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const Sku = z.object({
  id: z.number().int(),
  spec: z.string(),
  price: z.string(),
  stock: z.number().int(),
  /** The index in the product's pictures of the one showing this spec (its colour), or null. */
  picture: z.number().int().nullable(),
});
export const ShopCard = ShopSummary.extend({ followed: z.boolean(), product_count: z.number().int() });
export const Review = z.object({
  id: z.number().int(),
  /** The reviewer's account masked ("a***r"): another buyer's name is never shown whole; null: a former buyer (closed account). */
  reviewer: z.string().nullable(),
  avatar: z.string().nullable(),
  content: z.string(),
  product_score: z.number().int(),
  service_score: z.number().int(),
  postage_score: z.number().int(),
  pictures: z.array(z.string()),
  /** The specs of the product the reviewer bought in that order. */
  specs: z.array(z.string()),
  created_at: z.string(),
});
export const ReviewListQuery = IdQuery.extend(PageQuery.shape).extend({
  with_pictures: z.enum(['0', '1'], { error: 'validation.flagInvalid' }).optional(),
});
export const ReviewSummary = z.object({
  count: z.number().int(),
  with_pictures: z.number().int(),
  product: z.number().nullable(),
  service: z.number().nullable(),
  postage: z.number().nullable(),
  average: z.number().nullable(),
});
export const PurchaseLimits = z.object({
  day: z.number().int().nullable(),
  week: z.number().int().nullable(),
  month: z.number().int().nullable(),
});
export const ProductDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  original_price: z.string().nullable(),
  stock: z.number().int(),
  sales: z.number().int(),
  views: z.number().int(),
  is_virtual: z.boolean(),
  on_sale: z.boolean(),
  category_id: z.number().int(),
  description: z.string(),
  pictures: z.array(ProductPicture),
  skus: z.array(Sku),
  limits: PurchaseLimits.nullable(),
  shop: ShopCard,
  reviews: ReviewSummary,
  latest_reviews: z.array(Review),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ShopDetail = ShopCard.extend({
  banner: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type ShopDetail = z.infer<typeof ShopDetail>;

export const ShopListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64, { error: 'validation.keywordTooLong' }).optional(),
});

export const pageOfShops = pageOf(ShopDetail);

/** POST /api/merchant/follow and unfollow. */
export const ShopIdBody = requestObject({
  merchant_id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int()
    .positive({ error: 'errors.notFound' }),
});
export type ShopIdBody = z.infer<typeof ShopIdBody>;

/** The answer to follow and unfollow: whether the buyer follows the shop now, and its fans. */
export const FollowAnswer = z.object({ followed: z.boolean(), fans: z.number().int() });
export type FollowAnswer = z.infer<typeof FollowAnswer>;
