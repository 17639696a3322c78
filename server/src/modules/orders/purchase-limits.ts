import {
  type PeriodPurchases,
  PURCHASE_LIMIT_PERIODS,
  type PurchaseLimitPeriod,
} from '@crossbay/contract/checkout';
import type { Executor } from '#server/db/executor.ts';
import { parseTimeZone } from '#server/lib/clock.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { periodEnd, periodStart } from './periods.ts';
import { boughtSinceEach } from './repo.ts';

export type Limits = Record<PurchaseLimitPeriod, number | null>;

/**
 * Per period with a limit: what the buyer bought of a product, what is left and when the period ends.
 * Periods run in the platform's zone, not the `time-zone` header: a header rotated between calls would
 * start a new "day" each time (docs/decisions/0025). Quote, pay and the hint all count here.
 */
export async function purchasesInPeriods(
  db: Executor,
  userId: number,
  productId: number,
  limits: Limits,
  now = new Date(),
  zoneSetting?: string,
): Promise<PeriodPurchases[]> {
  const zone = parseTimeZone(zoneSetting ?? (await setting(db, 'purchase_limit_time_zone')));
  const limited = PURCHASE_LIMIT_PERIODS.flatMap((period) => {
    const limit = limits[period];
    return limit === null ? [] : [{ period, limit }];
  });
  const bought = await boughtSinceEach(
    db,
    userId,
    productId,
    limited.map(({ period }) => periodStart(period, zone, now).toISOString()),
  );
  const periods = limited.map(({ period, limit }, n): PeriodPurchases => {
    const units = bought[n] ?? 0;
    return {
      period,
      limit,
      bought: units,
      left: Math.max(0, limit - units),
      resets_at: periodEnd(period, zone, now).toISOString(),
    };
  });
  return periods;
}
