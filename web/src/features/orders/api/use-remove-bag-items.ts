import type { Bag } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { ordersKeys } from './orders-keys.ts';
import { keepBagCount } from './use-bag.ts';

export function useRemoveBagItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => keepBagCount(await http.post<Bag>('/api/cart/del', { ids })),
    onSuccess: (bag) => queryClient.setQueryData(ordersKeys.bag(), bag),
  });
}
