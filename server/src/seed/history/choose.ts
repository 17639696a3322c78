import type { Rng } from '#server/seed/catalog/prng.ts';
import type { DemoProduct } from '#server/seed/catalog/types.ts';

export type Chooser = { pick: (rng: Rng, accept: (p: DemoProduct) => boolean) => DemoProduct | null };

/** Picks products by weight; `accept` may turn a pick down (a dozen tries, then none). */
export function weightedChooser(products: DemoProduct[], weight: (p: DemoProduct) => number): Chooser {
  const cumulative: number[] = [];
  let sum = 0;
  for (const p of products) {
    sum += weight(p);
    cumulative.push(sum);
  }
  return {
    pick(rng, accept) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const target = rng.next() * sum;
        const index = cumulative.findIndex((c) => c > target);
        const product = products[index === -1 ? products.length - 1 : index];
        if (product && accept(product)) return product;
      }
      return null;
    },
  };
}

/** Mostly one, sometimes two or three. */
export function quantity(rng: Rng): number {
  const r = rng.next();
  return r < 0.8 ? 1 : r < 0.95 ? 2 : 3;
}
