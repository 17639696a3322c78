import { VITAL_NAMES } from '@crossbay/contract/vitals-rules';
import { vitalsP75 } from '#server/modules/vitals/service.ts';
import type { OpsContext } from './context.ts';

// Google's "good" bounds at the 75th percentile: a value past one is marked.
const GOOD: Record<string, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

const shown = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** `ops vitals [--hours 24]`: buyers' page speed, the 75th percentile of each measure per route. */
export async function vitalsCommand({ db, out }: OpsContext, hoursText = '24'): Promise<number> {
  const hours = Number(hoursText);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 366) {
    out('--hours must be a number of hours from 1 to 8784');
    return 2;
  }
  const rows = await vitalsP75(db, hours);
  if (rows.length === 0) {
    out(`no page speed measured in the last ${hours} h`);
    return 0;
  }
  out(`p75 of buyers' page loads in the last ${hours} h (count in brackets; * past the "good" bound)`);
  const routes = [...new Set(rows.map((r) => r.route))];
  for (const route of routes) {
    const cells = VITAL_NAMES.flatMap((name) => {
      const row = rows.find((r) => r.route === route && r.name === name);
      if (!row) return [];
      const past = row.p75 > (GOOD[name] ?? Number.POSITIVE_INFINITY) ? '*' : '';
      return [`${name} ${shown(name, row.p75)}${past} (${row.count})`];
    });
    out(`${route.padEnd(24)}  ${cells.join('  ')}`);
  }
  return 0;
}
