import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './use-categories.ts';
import { homeBoardQuery } from './use-home-board.ts';
import { hotProductsQuery } from './use-hot-products.ts';
import { hotShopsQuery } from './use-hot-shops.ts';

/** Asks for everything the home screen shows, into the cache its hooks read: before the screen mounts. */
export function prefetchHome(queryClient: QueryClient, lang: string): void {
  void queryClient.prefetchQuery(homeBoardQuery(lang));
  void queryClient.prefetchQuery(categoriesQuery(lang));
  void queryClient.prefetchQuery(hotShopsQuery());
  void queryClient.prefetchInfiniteQuery(hotProductsQuery());
}
