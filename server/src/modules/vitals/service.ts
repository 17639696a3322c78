import type { VitalsBeacon } from '@crossbay/contract/vitals';
import { mayReportVitals, type VitalName } from '@crossbay/contract/vitals-rules';
import type { Db } from '#server/db/connect.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { webVitalCls, webVitalMilliseconds } from '#server/modules/metrics/registry.ts';
import { deleteVitalsBefore, insertVitals, vitalsSince } from './repo.ts';

/**
 * Keeps one page load's measures, and counts them on /metrics, unless the buyer's choice does not allow it (a
 * refusal, or no answer yet where the language's law asks first): the app does not send those, and a beacon
 * that says so anyway is dropped.
 */
export async function recordVitals(db: Db, beacon: VitalsBeacon): Promise<boolean> {
  if (!mayReportVitals(beacon.consent, beacon.locale)) return false;
  const at = nowIso();
  const kept = new Map(beacon.vitals.map((v) => [v.name, v.value]));
  await insertVitals(
    db,
    [...kept].map(([name, value]) => ({
      at,
      route: beacon.route,
      name,
      value,
      locale: beacon.locale,
      connection: beacon.connection,
    })),
  );
  for (const [name, value] of kept) {
    if (name === 'CLS') webVitalCls.observe({ route: beacon.route }, value);
    else webVitalMilliseconds.observe({ name, route: beacon.route }, value);
  }
  return true;
}

export type VitalsRow = { route: string; name: VitalName; count: number; p75: number };

/** The 75th percentile (nearest rank, as Core Web Vitals are judged) of each route's measures since `hours` ago. */
export async function vitalsP75(db: Db, hours: number, now = new Date()): Promise<VitalsRow[]> {
  const rows = await vitalsSince(db, new Date(now.getTime() - hours * 3_600_000).toISOString());
  const groups = new Map<string, { route: string; name: VitalName; values: number[] }>();
  for (const row of rows) {
    const key = `${row.route} ${row.name}`;
    const group = groups.get(key) ?? { route: row.route, name: row.name as VitalName, values: [] };
    group.values.push(Number(row.value));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ route, name, values }) => ({
    route,
    name,
    count: values.length,
    p75: values[Math.ceil(values.length * 0.75) - 1] ?? 0,
  }));
}

/** Deletes the measures older than `days`; answers how many (the sweep's bounded retention). */
export function sweepVitals(db: Db, days: number, now = new Date()): Promise<number> {
  return deleteVitalsBefore(db, new Date(now.getTime() - days * DAY).toISOString());
}
