import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { bagQuery } from '#web/features/orders/api/use-bag.ts';
import { orderFilterOf, orderListQuery } from '#web/features/orders/api/use-order-list.ts';
import { fetchUserInfo } from '#web/session/fetch-user-info.ts';
import { sessionKeys } from '#web/session/session-keys.ts';
import { useSession } from '#web/session/session-store.ts';
import { allLoaded, UNTIL_DRAWN } from './first-screen.ts';

// Only the server entry (entry-server.tsx) imports this file: the browser's first load never carries the order
// contract's schemas for it.

/** The pages the server draws only for a logged-in buyer, with the token the page request's cookie carries. */
const BUYER_PAGES = { bag: '/bag', orders: '/myPurchases/:status?' } as const;

export const isBuyerPage = (pathname: string) =>
  Object.values(BUYER_PAGES).some((path) => matchPath(path, pathname));

/**
 * A buyer's page, loaded with the session's token: his account first (an invalid or expired token ends there,
 * and the page is not drawn), then his bag or the first page of an order list. Says whether it is all there.
 */
export async function loadBuyerScreen(pathname: string, queryClient: QueryClient): Promise<boolean> {
  try {
    const user = await queryClient.fetchQuery({
      queryKey: sessionKeys.userInfo(),
      queryFn: fetchUserInfo,
      ...UNTIL_DRAWN,
    });
    // The session as the app has it once its guard has run (boot.tsx takes the same account from the page).
    useSession.getState().setUser(user);
  } catch {
    return false;
  }
  const orders = matchPath(BUYER_PAGES.orders, pathname);
  if (orders) {
    await queryClient.prefetchInfiniteQuery({
      ...orderListQuery(orderFilterOf(orders.params.status)),
      ...UNTIL_DRAWN,
    });
  } else await queryClient.prefetchQuery({ ...bagQuery(), ...UNTIL_DRAWN });
  return allLoaded(queryClient);
}
