import { readFileSync } from 'node:fs';
import {
  type DisplayCurrency,
  isDisplayCurrency,
  isRate,
  isStaleRate,
} from '@crossbay/contract/display-currency';
import { nowIso } from '#server/lib/clock.ts';
import { allDisplayRates, setDisplayRates } from '#server/modules/platform/display-rates.ts';
import { ecbRatesPerDollar } from '#server/modules/platform/ecb-rates.ts';
import type { OpsContext } from './context.ts';

const USAGE =
  'usage: rates list | rates set <CUR> <units per dollar> [<CUR> <rate> …] | rates import <eurofxref-daily.xml>';

/** `rates set EUR 0.9213 JPY 155.27`: each rate set now, by the operator. */
async function ratesSet(ctx: OpsContext, pairs: string[]): Promise<number> {
  if (pairs.length === 0 || pairs.length % 2 !== 0) {
    ctx.out(USAGE);
    return 2;
  }
  const setAt = nowIso();
  const rates: { currency: DisplayCurrency; per_usd: string; set_at: string; source: 'ops' }[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const currency = (pairs[i] as string).toUpperCase();
    const rate = pairs[i + 1] as string;
    if (!isDisplayCurrency(currency)) {
      ctx.out(`not changed: ${currency} is not a currency prices are shown in`);
      return 2;
    }
    if (!isRate(rate)) {
      ctx.out(`not changed: ${rate} is not a rate (units of ${currency} per US dollar, e.g. 0.9213)`);
      return 2;
    }
    rates.push({ currency, per_usd: rate, set_at: setAt, source: 'ops' });
  }
  await setDisplayRates(ctx.db, rates);
  for (const rate of rates) ctx.out(`${rate.currency} ${rate.per_usd} per dollar, set ${rate.set_at}`);
  return 0;
}

// The ECB publishes its reference rates at about 16:00 CET: a rate is as old as that, not as its import.
const ECB_PUBLISHED_UTC = 'T15:00:00.000Z';

/** `rates import eurofxref-daily.xml`: the ECB's reference rates of that day, per dollar. */
async function ratesImport(ctx: OpsContext, file: string | undefined): Promise<number> {
  if (!file) {
    ctx.out(USAGE);
    return 2;
  }
  let parsed: ReturnType<typeof ecbRatesPerDollar>;
  try {
    parsed = ecbRatesPerDollar(readFileSync(file, 'utf8'));
  } catch (error) {
    ctx.out(`not imported: ${(error as Error).message}`);
    return 2;
  }
  const setAt = `${parsed.day}${ECB_PUBLISHED_UTC}`;
  await setDisplayRates(
    ctx.db,
    parsed.rates.map((rate) => ({ ...rate, set_at: setAt, source: 'ecb' })),
  );
  ctx.out(`${parsed.rates.length} rates of the ECB's ${parsed.day}, set ${setAt}`);
  const maxAge = ctx.config.DISPLAY_RATE_MAX_AGE_HOURS;
  if (isStaleRate(setAt, new Date(), maxAge)) ctx.out(`older than ${maxAge} hours: not shown to buyers`);
  return 0;
}

/** `rates list`: every rate, when it was set, where from, and whether it is too old to be shown. */
async function ratesList(ctx: OpsContext): Promise<number> {
  const maxAge = ctx.config.DISPLAY_RATE_MAX_AGE_HOURS;
  const now = new Date();
  for (const rate of await allDisplayRates(ctx.db)) {
    const stale = isStaleRate(rate.set_at, now, maxAge) ? '  stale: not shown' : '';
    ctx.out(`${rate.currency} ${rate.per_usd} per dollar, set ${rate.set_at} (${rate.source})${stale}`);
  }
  return 0;
}

export function ratesCommand(ctx: OpsContext, action: string | undefined, args: string[]): Promise<number> {
  if (action === 'set') return ratesSet(ctx, args);
  if (action === 'import') return ratesImport(ctx, args[0]);
  if (action === 'list') return ratesList(ctx);
  ctx.out(USAGE);
  return Promise.resolve(2);
}
