import { type DisplayRate, isDisplayCurrency, isStaleRate } from '@crossbay/contract/display-currency';
import type { Db } from '#server/db/connect.ts';
import type { DisplayRatesTable } from '#server/db/schema.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { readDisplayRates, writeDisplayRates } from './display-rates-repo.ts';

// Rates change once a day at most: each process keeps them a few seconds rather than reading them per checkout
// (an `ops rates` in another process is seen within that, as a cached public answer is).
const KEPT_MS = 5_000;
const kept = new WeakMap<Db, { rates: Promise<DisplayRatesTable[]>; until: number }>();

function storedRates(db: Db): Promise<DisplayRatesTable[]> {
  const now = Date.now();
  const memo = kept.get(db);
  if (memo && now < memo.until) return memo.rates;
  const rates = readDisplayRates(db);
  kept.set(db, { rates, until: now + KEPT_MS });
  rates.catch(() => kept.delete(db));
  return rates;
}

/** The rates young enough to be shown at `now`; one older than `maxAgeHours` is left out rather than shown wrong. */
export async function shownRates(db: Db, maxAgeHours: number, now = new Date()): Promise<DisplayRate[]> {
  const rates = await storedRates(db);
  return rates.flatMap(({ currency, per_usd, set_at }) =>
    isDisplayCurrency(currency) && !isStaleRate(set_at, now, maxAgeHours)
      ? [{ currency, per_usd, set_at }]
      : [],
  );
}

/** The rate of `currency` a buyer is shown now, or null when there is none young enough. */
export async function shownRateOf(
  db: Db,
  currency: string,
  maxAgeHours: number,
): Promise<DisplayRate | null> {
  return (await shownRates(db, maxAgeHours)).find((rate) => rate.currency === currency) ?? null;
}

/** The operator's rates (`ops rates set`, `ops rates import`); public answers that carry them are refreshed. */
export async function setDisplayRates(db: Db, rates: DisplayRatesTable[]): Promise<void> {
  await writeDisplayRates(db, rates);
  kept.delete(db);
  await catalogChanged(db);
}

/** Every stored rate, stale ones too (`ops rates list`). */
export function allDisplayRates(db: Db): Promise<DisplayRatesTable[]> {
  return readDisplayRates(db);
}
