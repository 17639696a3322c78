import type { Bag, CartAddBody } from '@crossbay/contract/checkout';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useCartCount } from '#web/session/cart-count-store.ts';

export function useAddToBag() {
  const setCount = useCartCount((state) => state.setCount);
  return useMutation({
    mutationFn: (line: CartAddBody) => http.post<Bag>('/api/cart/add', line),
    // spec §9: the `ect` cookie and the tab badge follow the bag's item count.
    onSuccess: (bag) => setCount(bag.count),
  });
}
