import type { ProductSort } from '@crossbay/contract/catalog';

/** What narrows a product list: the query of GET /api/index/product without its page. */
export type ProductFilter = {
  category?: number;
  merchant?: number;
  keyword?: string;
  sort?: ProductSort;
  min_price?: string;
  max_price?: string;
  in_stock?: '1';
  kind?: 'physical' | 'virtual';
};

// Every catalogue query lives under 'catalog', so a follow or a bag change can refresh just what it touches.
export const catalogKeys = {
  board: (lang: string) => ['catalog', 'board', lang] as const,
  hotProducts: () => ['catalog', 'hot-products'] as const,
  hotShops: () => ['catalog', 'shops', 'hot'] as const,
  products: (filter: ProductFilter) => ['catalog', 'products', filter] as const,
  shops: (keyword: string) => ['catalog', 'shops', 'list', keyword] as const,
  followList: () => ['catalog', 'shops', 'followed'] as const,
  shop: (id: number) => ['catalog', 'shops', 'detail', id] as const,
  detail: (id: number) => ['catalog', 'product-detail', id] as const,
  comments: (id: number) => ['catalog', 'comments', id] as const,
  limit: (id: number) => ['catalog', 'purchase-limit', id] as const,
  savedIds: () => ['catalog', 'wishlist', 'ids'] as const,
  savedProducts: () => ['catalog', 'wishlist', 'list'] as const,
};
