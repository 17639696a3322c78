import type { ShopPromise } from '@crossbay/contract/delivery-promise';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** When a shop's parcel would arrive at the buyer's default address (a visitor's: the default destination). */
export function useShopPromise(shopId: number, loggedIn: boolean) {
  return useQuery({
    queryKey: catalogKeys.promise(shopId, loggedIn),
    queryFn: () => http.get<ShopPromise>('/api/merchant/delivery_promise', { params: { id: shopId } }),
    staleTime: 60_000,
  });
}
