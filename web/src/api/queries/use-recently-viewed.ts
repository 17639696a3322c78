import type { ProductCard } from '@crossbay/contract/catalog';
import type { RecentlyViewed, ViewedCards } from '@crossbay/contract/recommendations';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { http } from '#web/api/client.ts';
import { useSession } from '#web/session/session-store.ts';
import { useViewedHere } from '#web/session/viewed-here.ts';
import { catalogKeys } from './catalog-keys.ts';

const isLoggedIn = () => useSession.getState().loggedIn;
// A page the server drew shows no list (it knows neither the browser's nor, on a product page, the buyer):
// while the app takes it over the list is none, so the markup matches, and it comes right after.
const drawnWithout = () => false;

/**
 * What the buyer viewed lately, newest first: the server's list for a logged-in buyer, the
 * browser's for a visitor (its products' cards read from the server, on sale only).
 */
export function useRecentlyViewed(): { products: ProductCard[]; isPending: boolean } {
  const loggedIn = useSyncExternalStore(useSession.subscribe, isLoggedIn, drawnWithout);
  const here = useViewedHere();
  const account = useQuery({
    queryKey: catalogKeys.recentlyViewed(),
    queryFn: ({ signal }) => http.get<RecentlyViewed>('/api/viewed/list', { signal }),
    enabled: loggedIn,
  });
  const visitor = useQuery({
    queryKey: catalogKeys.viewedCards(here),
    queryFn: ({ signal }) =>
      http.get<ViewedCards>('/api/viewed/cards', { params: { ids: here.join(',') }, signal }),
    enabled: !loggedIn && here.length > 0,
    placeholderData: (previous) => previous,
  });
  if (loggedIn) return { products: account.data?.list ?? [], isPending: account.isPending };
  if (here.length === 0) return { products: [], isPending: false };
  return { products: visitor.data?.list ?? [], isPending: visitor.isPending };
}
