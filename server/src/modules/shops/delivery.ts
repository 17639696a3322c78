import { countryOf } from '@crossbay/contract/address-countries';
import { Codes } from '@crossbay/contract/codes';
import {
  DEFAULT_TRANSIT,
  type DeliveryPromise,
  deliveryPromise,
  MAX_PROMISE_DAYS,
  type PromiseDays,
  TRANSIT_DEFAULT_COUNTRY,
} from '@crossbay/contract/delivery-promise';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { handlingDaysOf, setHandlingDays, setTransit, transitTable } from './delivery-repo.ts';

export type TransitRows = Awaited<ReturnType<typeof transitTable>>;

/** Every destination's transit days, for `promiseDays` (checkouts read them once per lot). */
export const transitDays = (db: Executor) => transitTable(db);

/** A parcel's days from a shop with `handlingDays` to `country` (null, or a country without a row: '*'). */
export function promiseDays(transit: TransitRows, handlingDays: number, country: string | null): PromiseDays {
  const row =
    transit.find((r) => r.country === country) ?? transit.find((r) => r.country === TRANSIT_DEFAULT_COUNTRY);
  return { handlingDays, transitMin: Number(row?.min_days ?? 0), transitMax: Number(row?.max_days ?? 0) };
}

/** A shop's promise to the buyer's default address (a visitor's: the default destination's), from now. */
export async function shopPromise(
  db: Db,
  shopId: number,
  userId: number | null,
  timeZone: string,
  now = new Date(),
): Promise<DeliveryPromise & { country: string | null }> {
  const address =
    userId === null
      ? undefined
      : await db
          .selectFrom('addresses')
          .select('country')
          .where('user_id', '=', userId)
          .where('is_default', '=', 1)
          .executeTakeFirst();
  const country = address?.country ?? null;
  const [handling, transit] = await Promise.all([handlingDaysOf(db, [shopId]), transitTable(db)]);
  const handlingDays = handling.get(shopId);
  if (handlingDays === undefined) throw new DomainError(Codes.NotFound);
  return { ...deliveryPromise(now, timeZone, promiseDays(transit, handlingDays, country)), country };
}

/** The default destination's row as a new database has it: a reset database gets it back from the seed. */
export function writeDefaultTransit(db: Executor): Promise<void> {
  return setTransit(db, TRANSIT_DEFAULT_COUNTRY, DEFAULT_TRANSIT.min, DEFAULT_TRANSIT.max, nowIso());
}

const daysValid = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_PROMISE_DAYS;

/** `ops shop handling <id> <days>`. False when no such shop. */
export async function changeHandlingDays(db: Db, shopId: number, days: number): Promise<boolean> {
  if (!daysValid(days)) throw new RangeError(`handling days are 0 to ${MAX_PROMISE_DAYS}`);
  return setHandlingDays(db, shopId, days);
}

/** `ops transit set <country|*> <min> <max>`. */
export async function changeTransit(db: Db, country: string, min: number, max: number): Promise<void> {
  const code = country === TRANSIT_DEFAULT_COUNTRY ? country : country.toUpperCase();
  if (code !== TRANSIT_DEFAULT_COUNTRY && !countryOf(code))
    throw new RangeError(`${country} is not a country code`);
  if (!daysValid(min) || !daysValid(max) || min > max)
    throw new RangeError(`transit days are 0 to ${MAX_PROMISE_DAYS}, the least first`);
  await setTransit(db, code, min, max, nowIso());
}
