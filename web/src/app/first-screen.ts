import type { Locale } from '@crossbay/contract/locales';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productDetailQuery } from '#web/api/queries/use-product-detail.ts';
import { loadHome, prefetchHome } from '#web/features/catalog/api/prefetch-home.ts';
import type { LandingScreen } from './router.tsx';
import { SHOP_ROUTES } from './routes.ts';

/** What a page drawn by the server carries in its #first-screen-data script (entry-server.tsx). */
export type FirstScreenData = {
  queries: DehydratedState;
  timeZone: string;
  /** The API requests the screen was drawn from, as the app would send them (the offline app keeps them). */
  answers: string[];
};

// `/` sends every visitor to /home.
const HOME_PATHS = new Set(['/home', '/code']);

const routeOf = (pathname: string) => SHOP_ROUTES.find(({ path }) => matchPath(path, pathname));

/**
 * Starts what the screen at `pathname` needs at once, in parallel with the language's strings: its chunk, and for
 * the home screen its data. The router and the screen's hooks later find both already on their way.
 */
export function startFirstScreen(location: string, queryClient: QueryClient, locale: Locale): void {
  const pathname = location === '/' ? '/home' : location;
  void routeOf(pathname)
    ?.screen()
    .catch(() => {
      // The router loads it again and shows its own error if it still fails.
    });
  if (HOME_PATHS.has(pathname)) prefetchHome(queryClient, locale);
}

/** The screen at `pathname`, loaded (a page drawn by the server is taken over by the very same component). */
export async function landingScreen(pathname: string): Promise<LandingScreen | undefined> {
  const route = routeOf(pathname);
  return route ? { path: route.path, Component: await route.screen() } : undefined;
}

/**
 * The pages the server draws: the home screen and a product's. Loads what the screen shows into `queryClient`
 * and says whether it is all there (a page missing any of it is not drawn: the app then opens as usual).
 */
export async function loadDrawnScreen(pathname: string, queryClient: QueryClient, locale: Locale) {
  if (pathname === '/home') await loadHome(queryClient, locale);
  else {
    const id = Number(matchPath('/detail/:product/*', pathname)?.params.product);
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    // Kept until the page is drawn: the screen's own query forgets an answer no screen is showing.
    await queryClient.prefetchQuery({ ...productDetailQuery(id), gcTime: Number.POSITIVE_INFINITY });
  }
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');
}
