import { useShopPromise } from '#web/features/catalog/api/use-shop-promise.ts';
import { useSession } from '#web/session/session-store.ts';
import { PromiseLine } from '#web/ui/promise-line.tsx';

/** The product page's "Arrives 3–7 Dec" for a parcel from this shop; nothing until it is known. */
export function ShopPromiseLine({ shopId }: { shopId: number }) {
  const loggedIn = useSession((state) => state.loggedIn);
  const { data } = useShopPromise(shopId, loggedIn);
  return data ? <PromiseLine promise={data} /> : null;
}
