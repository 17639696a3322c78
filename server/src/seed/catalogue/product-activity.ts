import type { Rng } from './prng.ts';
import type { DemoMerchant } from './types.ts';

// Most products sell a little and a few sell a lot; every sale was preceded by several views.
export function salesAndViews(rng: Rng, topSales: number): { sales: number; views: number } {
  const sales = Math.floor(rng.next() ** 3 * topSales);
  return { sales, views: sales * rng.int(5, 30) + rng.int(30, 1500) };
}

// A product cannot be listed before its shop opened.
export function listedDaysAgo(merchant: DemoMerchant, rng: Rng): number {
  return rng.int(0, Math.min(merchant.created_days_ago, 540));
}
