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
