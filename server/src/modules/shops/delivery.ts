import { countryOf } from '@crossbay/contract/address-countries';
import { Codes } from '@crossbay/contract/codes';
import {
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
import { handlingDaysOf, setHandlingDays, setTransit, transitTable, transitTo } from './delivery-repo.ts';

/** The days each shop's parcel to `country` is promised in (null: the default destination). */
export async function promiseDaysOf(
  db: Executor,
  shopIds: number[],
  country: string | null,
): Promise<Map<number, PromiseDays>> {
  const [handling, transit] = await Promise.all([handlingDaysOf(db, shopIds), transitTo(db, country)]);
  return new Map(
    [...handling].map(([shopId, handlingDays]) => [
      shopId,
      { handlingDays, transitMin: transit.min, transitMax: transit.max },
    ]),
  );
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
  const days = (await promiseDaysOf(db, [shopId], country)).get(shopId);
  if (!days) throw new DomainError(Codes.NotFound);
  return { ...deliveryPromise(now, timeZone, days), country };
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

export const transitDays = (db: Db) => transitTable(db);
