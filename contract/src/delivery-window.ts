// The promise's days and words without zod: the product page draws them in its first load (delivery-promise.ts
// holds the answers' schemas).
/** A shop's days to hand a parcel to the courier, and a destination's transit days (issue 37 item 3). */
export const MAX_PROMISE_DAYS = 60;
export const TRANSIT_DEFAULT_COUNTRY = '*';
/** Transit business days to a country without its own row, until an operator sets them (`ops transit set '*'`). */
export const DEFAULT_TRANSIT = { min: 3, max: 8 } as const;

/** The arrival window a buyer is promised: local calendar days `YYYY-MM-DD` in the buyer's time zone. */
export type DeliveryPromise = { earliest: string; latest: string };

export type PromiseDays = { handlingDays: number; transitMin: number; transitMax: number };

const DAY_MS = 86_400_000;

// Building a DateTimeFormat costs far more than using one (a checkout needs two per order): each purpose keeps
// one per zone. Zones come from a bounded set (the server's `parseTimeZone`, one in a browser); past the bound a
// formatter is still built, just not remembered.
const FORMATS_KEPT = 1_000;

function formatsPerZone(locale: string, options: Intl.DateTimeFormatOptions) {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    const known = kept.get(timeZone);
    if (known) return known;
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (kept.size < FORMATS_KEPT) kept.set(timeZone, format);
    return format;
  };
}

const dayFormat = formatsPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
// `sv-SE` writes `YYYY-MM-DD hh:mm:ss`, an ISO instant once its space is a T.
const instantFormat = formatsPerZone('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const localDay = (at: Date, timeZone: string): string => dayFormat(timeZone).format(at);

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (day: Date) => day.toISOString().slice(0, 10);
const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/** The day `count` business days after `from` (Saturdays and Sundays skipped); a weekend day rolls to Monday. */
export function addBusinessDays(from: string, count: number): string {
  let day = dayOf(from);
  for (let left = count; left > 0; ) {
    day = new Date(day.getTime() + DAY_MS);
    if (!isWeekend(day)) left -= 1;
  }
  while (isWeekend(day)) day = new Date(day.getTime() + DAY_MS);
  return isoOf(day);
}

/**
 * The promised window of an order placed at `at`: the shop's handling days, then the destination's transit
 * days, counted in business days from the buyer's local day (a parcel is neither handed over nor carried on
 * a weekend).
 */
export function deliveryPromise(at: Date, timeZone: string, days: PromiseDays): DeliveryPromise {
  const today = localDay(at, timeZone);
  return {
    earliest: addBusinessDays(today, days.handlingDays + days.transitMin),
    latest: addBusinessDays(today, days.handlingDays + days.transitMax),
  };
}

/** The first instant after the promised latest day ends in the buyer's zone: past it, the parcel is late. */
export function promiseEndsAt(latest: string, timeZone: string): Date {
  const next = new Date(dayOf(latest).getTime() + DAY_MS);
  // The zone's offset at that moment, found by reading the UTC instant back in the zone (twice for a DST edge).
  let guess = next;
  for (let i = 0; i < 2; i += 1) {
    const shown = new Date(`${instantFormat(timeZone).format(guess).replace(' ', 'T')}Z`);
    guess = new Date(guess.getTime() - (shown.getTime() - next.getTime()));
  }
  return guess;
}

/** "3–7 Dec" in the reader's language (`languageTag` a BCP 47 tag); a single day when both ends meet. */
export function formatPromise(promise: DeliveryPromise, languageTag: string): string {
  const format = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(dayOf(promise.earliest), dayOf(promise.latest));
}
