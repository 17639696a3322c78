import type { Rng } from './prng.ts';

// Shop prices end in .99 most of the time, sometimes .49 or a round dollar.
export function pickPriceEnding(rng: Rng): number {
  return rng.pick([99, 99, 99, 49, 0]);
}

export function shelfPriceCents(dollars: number, endingCents: number): number {
  return Math.max(1, Math.floor(dollars)) * 100 + endingCents;
}

// A struck-through list price 10–50% above the selling price, ending in .99.
export function listPriceCents(priceCents: number, rng: Rng): number {
  const marked = Math.ceil((priceCents * (1.1 + rng.next() * 0.4)) / 100) * 100 - 1;
  return Math.max(marked, priceCents + 100);
}

export function costCents(priceCents: number, share: [number, number], rng: Rng): number {
  const [low, high] = share;
  const cost = Math.round(priceCents * (low + rng.next() * (high - low)));
  return Math.min(priceCents - 1, Math.max(1, cost));
}
