import type { Bag, CartUpdateBody } from '@crossbay/contract/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { ALLOW_RESUBMIT } from '#web/api/request-client.ts';
import { ordersKeys } from './orders-keys.ts';
import { keepBagCount } from './use-bag.ts';

export function useUpdateBagItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CartUpdateBody) =>
      // A stepper tapped back and forth may send the same quantity twice within a second, on purpose.
      keepBagCount(await http.post<Bag>('/api/cart/update', change, { headers: ALLOW_RESUBMIT })),
    onSuccess: (bag) => queryClient.setQueryData(ordersKeys.bag(), bag),
    onError: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.bag() }),
  });
}
