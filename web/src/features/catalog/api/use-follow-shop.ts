import type { FollowAnswer } from '@crossbay/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** Follows or unfollows a shop; every shown shop and product detail is refreshed afterwards. */
export function useFollowShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, follow }: { shopId: number; follow: boolean }) =>
      http.post<FollowAnswer>(follow ? '/api/merchant/follow' : '/api/merchant/unfollow', {
        merchant_id: shopId,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.allShops() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.allDetails() }),
      ]);
    },
  });
}
