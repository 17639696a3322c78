import type { Db } from '#server/db/connect.ts';
import type { DisplayRatesTable } from '#server/db/schema.ts';

export async function readDisplayRates(db: Db): Promise<DisplayRatesTable[]> {
  return db.selectFrom('display_rates').selectAll().orderBy('currency').execute();
}

/** Sets each currency's rate, replacing the one it had, all or none. */
export async function writeDisplayRates(db: Db, rates: DisplayRatesTable[]): Promise<void> {
  if (rates.length === 0) return;
  await db.transaction().execute(async (tx) => {
    for (const rate of rates)
      await tx
        .insertInto('display_rates')
        .values(rate)
        .onConflict((oc) =>
          oc
            .column('currency')
            .doUpdateSet({ per_usd: rate.per_usd, set_at: rate.set_at, source: rate.source }),
        )
        .execute();
  });
}
