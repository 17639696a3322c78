import type { Bag } from '@crossbay/contract/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useCartCount } from '#web/session/cart-count-store.ts';
import { ordersKeys } from './orders-keys.ts';

/** Every answer about the bag carries its count; the tab badge and the `ect` cookie follow it (spec §9). */
export function keepBagCount(bag: Bag): Bag {
  useCartCount.getState().setCount(bag.count);
  return bag;
}

export async function fetchBag(): Promise<Bag> {
  return keepBagCount(await http.get<Bag>('/api/cart/list'));
}

/** Also loaded by the server, which draws the bag for a logged-in buyer (app/first-screen.ts). */
export const bagQuery = () => queryOptions({ queryKey: ordersKeys.bag(), queryFn: fetchBag });

export function useBag() {
  return useQuery(bagQuery());
}
