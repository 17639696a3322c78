import type { Rng } from './prng.ts';
import type { DemoShop } from './types.ts';

export type Appeal = {
  // 0 to 1: how often the demo buyers choose it (seed/history turns this into real orders); most
  // products a little, a few a lot
  demand: number;
  // how many times demo buyers look at it without buying, 0 to 15
  browsing: number;
};

// Three draws, as the catalog always took here, so every product after this one keeps its stock,
// prices and pictures (screenshots and e2e tests name them).
export function drawAppeal(rng: Rng): Appeal {
  const demand = rng.next() ** 3;
  rng.next();
  const browsing = Math.floor(rng.int(30, 1500) / 100);
  return { demand, browsing };
}

// A product cannot be listed before its shop opened.
export function listedDaysAgo(shop: DemoShop, rng: Rng): number {
  return rng.int(0, Math.min(shop.created_days_ago, 540));
}
