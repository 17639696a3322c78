import type { ProductFilter } from '@crossbay/contract/catalog';

export type { ProductFilter };

// Every catalog query lives under 'catalog', so a follow or a bag change can refresh just what it touches.
export const catalogKeys = {
  allCategories: () => ['categories'] as const,
  categories: (lang: string) => ['categories', lang] as const,
  board: (lang: string) => ['catalog', 'board', lang] as const,
  hotProducts: () => ['catalog', 'hot-products'] as const,
  hotShops: () => ['catalog', 'shops', 'hot'] as const,
  /** Every shop query: lists, the followed list, details. */
  allShops: () => ['catalog', 'shops'] as const,
  products: (filter: ProductFilter, limit: number) => ['catalog', 'products', filter, limit] as const,
  shops: (keyword: string, limit: number) => ['catalog', 'shops', 'list', keyword, limit] as const,
  followList: () => ['catalog', 'shops', 'followed'] as const,
  shop: (id: number) => ['catalog', 'shops', 'detail', id] as const,
  allDetails: () => ['catalog', 'product-detail'] as const,
  detail: (id: number) => ['catalog', 'product-detail', id] as const,
  allComments: () => ['catalog', 'comments'] as const,
  comments: (id: number, withPictures: boolean) => ['catalog', 'comments', id, withPictures] as const,
  limit: (id: number) => ['catalog', 'purchase-limit', id] as const,
  promise: (shopId: number, loggedIn: boolean) => ['catalog', 'delivery-promise', shopId, loggedIn] as const,
  wishlist: () => ['catalog', 'wishlist'] as const,
  savedIds: () => ['catalog', 'wishlist', 'ids'] as const,
  savedProducts: () => ['catalog', 'wishlist', 'list'] as const,
  /** The logged-in buyer's recently viewed list, or a visitor's cards of theirs. */
  recentlyViewed: () => ['catalog', 'recently-viewed'] as const,
  viewedCards: (ids: number[]) => ['catalog', 'recently-viewed', 'cards', ids] as const,
  together: (ids: number[], kind: string) => ['catalog', 'together', kind, ids] as const,
  /** The vouchers offered on a shop's goods, as a visitor or the buyer sees them. */
  allVouchers: () => ['catalog', 'vouchers'] as const,
  vouchers: (shopId: number, loggedIn: boolean) => ['catalog', 'vouchers', shopId, loggedIn] as const,
};
