import type { Locale } from '@crossbay/contract/locales';
import { CONNECTION_TYPES, mayReportVitals, type VitalRoute } from '@crossbay/contract/vitals-rules';
import { matchRoutes } from 'react-router';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { analyticsChoice } from '#web/session/analytics-choice.ts';
import { SHOP_ROUTES } from '../routes.ts';

type NetworkInformation = { effectiveType?: string };

function connectionType(): (typeof CONNECTION_TYPES)[number] {
  const type = (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type) ?? 'unknown';
}

const TABLE = SHOP_ROUTES.map(({ path }) => ({ path }));

/** The route template of spec §2 a path was opened at; `/` is /home. */
export function routeTemplate(pathname: string): VitalRoute | undefined {
  const path = pathname === '/' ? '/home' : pathname;
  // Ranked as the router ranks them: /consult/list is not a consultation about product "list".
  return matchRoutes(TABLE, path)?.at(-1)?.route.path as VitalRoute | undefined;
}

async function sampleShare(): Promise<number> {
  try {
    const answer = (await (await fetch('/api/vitals/config')).json()) as { data?: { sample?: number } };
    return answer.data?.sample ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Measures this page load as the buyer lived it (LCP, INP, CLS, FCP, TTFB) and sends the measures once the page
 * is hidden, under the route template it was opened at: only for a share of page loads, and only when the buyer's
 * choice allows it, asked again at the moment of sending (they may have said no in between).
 */
export async function reportVitals(landing: string): Promise<void> {
  const locale: Locale = currentLanguage();
  const route = routeTemplate(landing);
  if (!route || !mayReportVitals(analyticsChoice(), locale)) return;
  if (!(Math.random() < (await sampleShare()))) return;
  const measured = new Map<Metric['name'], number>();
  const keep = (metric: Metric) => measured.set(metric.name, metric.value);
  // Interactions from 16 ms on (web-vitals' floor; its default is 40), so a fast screen's INP is not left out.
  onINP(keep, { durationThreshold: 16 });
  for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(keep);
  // After web-vitals' own listeners, which report the last values when the page is hidden.
  const send = () => {
    const consent = analyticsChoice();
    if (measured.size === 0 || !mayReportVitals(consent, locale)) return;
    const vitals = [...measured].map(([name, value]) => ({ name, value }));
    measured.clear();
    const beacon = { route, locale, connection: connectionType(), consent, vitals };
    navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
