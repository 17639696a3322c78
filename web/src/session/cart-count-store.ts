import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { readCartCount, saveCartCount } from './cart-count-cookie.ts';

type CartCountState = {
  count: number;
  setCount: (count: number) => void;
};

export const useCartCount = create<CartCountState>()((set) => ({
  count: readCartCount(),
  setCount: (count) => {
    saveCartCount(count);
    set({ count: readCartCount() });
  },
}));

const countNow = () => useCartCount.getState().count;
const noneDrawn = () => 0;

/**
 * The bag's count as a badge shows it. A page the server drew has no badge (it never reads the count's cookie),
 * so while the app takes that page over the count is none, and the badge comes right after.
 */
export function useBagCount(): number {
  return useSyncExternalStore(useCartCount.subscribe, countNow, noneDrawn);
}
