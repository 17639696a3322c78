import { type DisplayRate, isDisplayCurrency, isStaleRate } from '@crossbay/contract/display-currency';
import type { Db } from '#server/db/connect.ts';
import type { DisplayRatesTable } from '#server/db/schema.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import type { CatalogMemo } from '#server/modules/public-cache/catalog-memo.ts';
import { readDisplayRates, writeDisplayRates } from './display-rates-repo.ts';

/**
 * The stored rates, kept in this process while the catalogue stands still, as the public answers are: a
 * checkout does not read them each time, and an `ops rates` in another process reaches checkouts at the same
 * moment as the public answer that shows the rates (a memo of its own would let that answer be rebuilt, and
 * kept, from rates read before the change).
 */
export type KeptRates = CatalogMemo<'rates', DisplayRatesTable[]>;

async function storedRates(db: Db, kept: KeptRates): Promise<DisplayRatesTable[]> {
  const rates = await kept.of(['rates'], async () => new Map([['rates', await readDisplayRates(db)]]));
  return rates.get('rates') ?? [];
}

/** The rates young enough to be shown at `now`; one older than `maxAgeHours` is left out rather than shown wrong. */
export async function shownRates(
  db: Db,
  kept: KeptRates,
  maxAgeHours: number,
  now = new Date(),
): Promise<DisplayRate[]> {
  const rates = await storedRates(db, kept);
  return rates.flatMap(({ currency, per_usd, set_at }) =>
    isDisplayCurrency(currency) && !isStaleRate(set_at, now, maxAgeHours)
      ? [{ currency, per_usd, set_at }]
      : [],
  );
}

/** The rate of `currency` a buyer is shown now, or null when there is none young enough. */
export async function shownRateOf(
  db: Db,
  kept: KeptRates,
  currency: string,
  maxAgeHours: number,
): Promise<DisplayRate | null> {
  return (await shownRates(db, kept, maxAgeHours)).find((rate) => rate.currency === currency) ?? null;
}

/** The operator's rates (`ops rates set`, `ops rates import`); public answers that carry them are refreshed. */
export async function setDisplayRates(db: Db, rates: DisplayRatesTable[]): Promise<void> {
  await writeDisplayRates(db, rates);
  await catalogChanged(db);
}

/** Every stored rate, stale ones too (`ops rates list`). */
export function allDisplayRates(db: Db): Promise<DisplayRatesTable[]> {
  return readDisplayRates(db);
}
