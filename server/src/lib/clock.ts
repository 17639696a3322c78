export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// Validating a zone name builds a DateTimeFormat (~80 µs); buyers send a handful of zones, so each
// answer is kept. Bounded: past the bound a name is still checked, just not remembered.
const ZONE_CACHE_LIMIT = 1_000;
const knownZones = new Map<string, string>();

/** An IANA zone name the runtime knows, or UTC for anything else (architecture: `time-zone` header). */
export function parseTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return 'UTC';
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    // An unknown name counts as UTC.
  }
  if (knownZones.size < ZONE_CACHE_LIMIT) knownZones.set(value, zone);
  return zone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone and purpose (`name`): building one costs far more than using it. The zone is
 * one `parseTimeZone` answered, so their number is bounded.
 */
export function zoneFormat(
  name: string,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

// Every zone's day starts on a whole minute, so within one minute of UTC the day is one answer.
const daysThisMinute = new Map<string, { minute: number; day: string }>();

/** A calendar day `YYYY-MM-DD` in a zone that `parseTimeZone` answered. */
export function calendarDay(timeZone: string, at = new Date()): string {
  const minute = Math.floor(at.getTime() / MINUTE);
  const known = daysThisMinute.get(timeZone);
  if (known?.minute === minute) return known.day;
  const format = zoneFormat('day', timeZone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  const day = format.format(at);
  daysThisMinute.set(timeZone, { minute, day });
  return day;
}
