import type { WishlistIds } from '@crossbay/contract/wishlist';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';
import { useSession } from '#web/session/session-store.ts';

const NONE: ReadonlySet<number> = new Set();
const toSet = (answer: WishlistIds): ReadonlySet<number> => new Set(answer.ids);

/** The products the buyer has saved (what fills the hearts); none for a visitor. */
export function useSavedIds() {
  const loggedIn = useSession((state) => state.loggedIn);
  const query = useQuery({
    queryKey: catalogKeys.savedIds(),
    queryFn: ({ signal }) => http.get<WishlistIds>('/api/wishlist/ids', { signal }),
    enabled: loggedIn,
    staleTime: 60_000,
    select: toSet,
  });
  return { ids: loggedIn ? (query.data ?? NONE) : NONE, loaded: loggedIn && query.data !== undefined };
}
