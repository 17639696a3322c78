import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BackingOffPool } from '#server/db/backing-off-pool.ts';

/**
 * What every process counts for itself and a scrape adds up across the workers (cluster.ts): requests by route
 * pattern, the envelope's answers by code (a payment refused for a wrong code, a lock-out), process and event
 * loop. Made once per process: prom-client refuses a name registered twice.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'crossbay_' });

export const requestSeconds = new Histogram({
  name: 'crossbay_http_request_duration_seconds',
  help: 'Time from the request to the last byte of the answer, by method, route pattern and HTTP status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const apiAnswers = new Counter({
  name: 'crossbay_api_answers_total',
  help: "The API's answers by route pattern and envelope code (1 done; any other a refusal, named in contract/codes).",
  labelNames: ['route', 'code'] as const,
  registers: [processMetrics],
});

export const publicCacheAnswers = new Counter({
  name: 'crossbay_public_cache_answers_total',
  help: "Public reads answered from this process's cache (hit) or built (miss).",
  labelNames: ['result'] as const,
  registers: [processMetrics],
});

/** The PostgreSQL pools of this process (one per app; tests build several). */
export const databasePools = new Set<BackingOffPool>();

new Gauge({
  name: 'crossbay_db_pool_connections',
  help: 'PostgreSQL connections of the pool: open (total), idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [processMetrics],
  collect() {
    const sum = (of: (pool: BackingOffPool) => number) => [...databasePools].reduce((n, p) => n + of(p), 0);
    this.set(
      { state: 'total' },
      sum((p) => p.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((p) => p.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((p) => p.waitingCount),
    );
  },
});

export const databaseErrors = new Counter({
  name: 'crossbay_db_unavailable_total',
  help: 'Requests answered 503 because the database could not serve (restart, connections refused, full disk).',
  registers: [processMetrics],
});

// The last ledger check of this process (jobs/ledger-check.ts); the sum of workers takes the largest.
export const ledgerDriftCents = new Gauge({
  name: 'crossbay_ledger_drift_cents',
  help: 'Cents by which stored balances differ from their bill rows at the last ledger check (0 expected).',
  aggregator: 'max',
  registers: [processMetrics],
});
export const ledgerDriftAccounts = new Gauge({
  name: 'crossbay_ledger_drift_accounts',
  help: 'Wallets whose stored balance differs from their bill rows at the last ledger check.',
  aggregator: 'max',
  registers: [processMetrics],
});
export const ledgerCheckedAt = new Gauge({
  name: 'crossbay_ledger_checked_timestamp_seconds',
  help: 'When the last ledger check ended (Unix time); 0 before the first.',
  aggregator: 'max',
  registers: [processMetrics],
});

// Buyers' real page speed, from the app's beacons (modules/vitals): by Web Vital and route template of spec §2.
export const webVitalMilliseconds = new Histogram({
  name: 'crossbay_web_vital_milliseconds',
  help: "Buyers' measured LCP, INP, FCP and TTFB, in milliseconds, by route template.",
  labelNames: ['name', 'route'] as const,
  buckets: [100, 200, 500, 800, 1000, 1200, 1800, 2500, 4000, 6000, 10000],
  registers: [processMetrics],
});
export const webVitalCls = new Histogram({
  name: 'crossbay_web_vital_cls',
  help: "Buyers' measured cumulative layout shift (unitless), by route template.",
  labelNames: ['route'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [processMetrics],
});
