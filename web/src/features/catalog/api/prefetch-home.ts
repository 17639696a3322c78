import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './use-categories.ts';
import { homeBoardQuery } from './use-home-board.ts';
import { hotProductsQuery } from './use-hot-products.ts';
import { hotShopsQuery } from './use-hot-shops.ts';

// The first banner is the home screen's largest picture: fetched as soon as its address is known, while the
// screen's strings and code are still on their way, rather than once the screen has drawn its <img>.
function preloadPicture(href: string | undefined): void {
  if (!href || document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** Everything the home screen shows, into the cache its hooks read: settled when every answer is in. */
export async function loadHome(queryClient: QueryClient, lang: string): Promise<void> {
  await Promise.allSettled([
    queryClient.prefetchQuery(homeBoardQuery(lang)),
    queryClient.prefetchQuery(categoriesQuery(lang)),
    queryClient.prefetchQuery(hotShopsQuery()),
    queryClient.prefetchInfiniteQuery(hotProductsQuery()),
  ]);
}

/** Asks for everything the home screen shows, into the cache its hooks read: before the screen mounts. */
export function prefetchHome(queryClient: QueryClient, lang: string): void {
  queryClient
    .fetchQuery(homeBoardQuery(lang))
    .then((board) => preloadPicture(board.banners[0]?.image))
    .catch(() => {
      // The screen shows the failure when it mounts.
    });
  void loadHome(queryClient, lang);
}
