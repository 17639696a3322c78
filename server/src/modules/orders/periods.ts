import type { PurchaseLimitPeriod } from '@crossbay/contract/checkout';
import { zoneFormat } from '#server/lib/clock.ts';

type Parts = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localParts(instant: Date, timeZone: string): Parts {
  const parts = zoneFormat('parts', timeZone, 'en-US', {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The UTC instant of a wall-clock time in a zone (two passes settle DST edges). */
function zonedInstant(year: number, month: number, day: number, timeZone: string): Date {
  let guess = Date.UTC(year, month - 1, day);
  for (let pass = 0; pass < 2; pass++) {
    const p = localParts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += Date.UTC(year, month - 1, day) - shown;
  }
  return new Date(guess);
}

/** The UTC instant a local calendar day begins (day and month may overflow: Date.UTC carries them). */
function dayStart(year: number, month: number, day: number, timeZone: string): Date {
  const d = new Date(Date.UTC(year, month - 1, day));
  return zonedInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), timeZone);
}

/** When the current day, week (from Monday) or month began in a time zone. */
export function periodStart(period: PurchaseLimitPeriod, timeZone: string, now = new Date()): Date {
  const p = localParts(now, timeZone);
  if (period === 'month') return dayStart(p.year, p.month, 1, timeZone);
  return dayStart(p.year, p.month, p.day - (period === 'week' ? p.weekday : 0), timeZone);
}

/** When the current day, week or month ends in a time zone: the next one's start. */
export function periodEnd(period: PurchaseLimitPeriod, timeZone: string, now = new Date()): Date {
  const p = localParts(now, timeZone);
  if (period === 'month') return dayStart(p.year, p.month + 1, 1, timeZone);
  return dayStart(p.year, p.month, p.day + (period === 'week' ? 7 - p.weekday : 1), timeZone);
}
