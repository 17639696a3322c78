import type { UserInfo } from '@crossbay/contract/account';
import type { Bag } from '@crossbay/contract/checkout';
import type { Locale } from '@crossbay/contract/locales';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productDetailQuery } from '#web/api/queries/use-product-detail.ts';
import { loadHome, prefetchHome } from '#web/features/catalog/api/prefetch-home.ts';
import { ordersKeys } from '#web/features/orders/api/orders-keys.ts';
import { keepBagCount } from '#web/features/orders/api/use-bag.ts';
import { sessionKeys } from '#web/session/session-keys.ts';
import { useSession } from '#web/session/session-store.ts';
import type { LandingScreen } from './router.tsx';
import { loadScreen, SHOP_ROUTES } from './routes.ts';

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
  const route = routeOf(pathname);
  if (route)
    void loadScreen(route).catch(() => {
      // The router loads it again and shows its own error if it still fails.
    });
  if (HOME_PATHS.has(pathname)) prefetchHome(queryClient, locale);
}

/**
 * The screen at `pathname`, loaded with the strings it names (a page drawn by the server is taken over by the very
 * same component, with the same strings).
 */
export async function landingScreen(pathname: string): Promise<LandingScreen | undefined> {
  const route = routeOf(pathname);
  return route ? { path: route.path, Component: await loadScreen(route) } : undefined;
}

// Kept until the page is drawn: a screen's own query may forget an answer no screen is showing.
export const UNTIL_DRAWN = { gcTime: Number.POSITIVE_INFINITY };

/** Whether every answer the screen was loaded from came (a page missing any is not drawn: the app opens as usual). */
export const allLoaded = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

/**
 * The public pages the server draws: the home screen and a product's (a buyer's are in buyer-screens.ts). Loads
 * what the screen shows into `queryClient` and says whether it is all there.
 */
export async function loadDrawnScreen(pathname: string, queryClient: QueryClient, locale: Locale) {
  if (pathname === '/home') await loadHome(queryClient, locale);
  else {
    const id = Number(matchPath('/detail/:product/*', pathname)?.params.product);
    if (!Number.isSafeInteger(id) || id <= 0) return false;
    await queryClient.prefetchQuery({ ...productDetailQuery(id), ...UNTIL_DRAWN });
  }
  return allLoaded(queryClient);
}

// How long a drawn page's answers stand without being asked for again as the screens that show them mount.
const DRAWN_ANSWERS_STAND_MS = 10_000;

/**
 * A drawn page's answers are a second old when the app takes the page over: the screens showing them do not ask
 * for them again as they mount (and a product's page does not count the buyer's look twice). A change the buyer
 * makes still refetches them (an invalidation), and so does a screen opened again later.
 */
export function keepDrawnAnswers(queryClient: QueryClient): void {
  const drawn = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  const until = performance.now() + DRAWN_ANSWERS_STAND_MS;
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => !drawn.has(query.queryHash) || performance.now() > until,
    },
  });
}

/**
 * A page drawn for a logged-in buyer carries the account it was drawn with: the session takes it, so that the
 * guard lets the buyer in without asking the server again, and the app's first render matches the drawn one.
 * A drawn bag was fetched on the server, so its count reaches the tab badge and the `ect` cookie only here.
 */
export function takeDrawnSession(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<UserInfo>(sessionKeys.userInfo());
  const session = useSession.getState();
  if (user && session.loggedIn) session.setUser(user);
  const bag = queryClient.getQueryData<Bag>(ordersKeys.bag());
  if (bag && session.loggedIn) keepBagCount(bag);
}
