import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

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
