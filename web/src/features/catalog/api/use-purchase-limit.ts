import type { PurchaseLimitHint } from '@crossbay/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** What the buyer has bought of a card-key product this day, week and month (needs a login). */
export function usePurchaseLimit(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.limit(productId),
    queryFn: () => http.get<PurchaseLimitHint>('/api/order/limit', { params: { product_id: productId } }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
