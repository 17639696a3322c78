// Catalogue latency on a large catalogue, beside /healthz measured in the same run.
// Usage: npm run catalogue -w @crossbay/bench -- [--products 200000] [--dialect sqlite|postgres]
//   [--requests 100] [--clients 50] [--keep] [--only <scenario substring>]
// PostgreSQL needs BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
// bench creates its own database and drops it afterwards, unless --keep: then the catalogue of that
// dialect and size is seeded once (crossbay_bench_<dialect>_<products>, /tmp/crossbay-bench-…) and
// reused by later runs, which only migrate it.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Codes } from '@crossbay/contract/codes';
import { benchDatabase } from './support/bench-database.ts';
import { runScript, startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    dialect: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '100' },
    clients: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const CLIENTS = Number(values.clients);
const PORT = 3800 + Math.floor(Math.random() * 100);
// Selective keywords, one per script of the bench catalogue (seed/bulk).
const KEYWORDS = [
  'earbuds',
  'tent',
  'термос',
  '手机',
  'テント',
  'รองเท้า',
  'خيمة',
  'monitor',
  'linen',
  'kettle',
];
const SORTS = ['comprehensive', 'sales', 'price_asc', 'price_desc', 'newest'];
const keyword = (i: number) => encodeURIComponent(KEYWORDS[i % KEYWORDS.length] as string);

/** Each scenario a buyer meets, as the path of its i-th request. */
function scenarios(total: number): [string, (i: number) => string][] {
  const list = '/api/index/product?limit=20';
  return [
    ['healthz', () => '/healthz'],
    ['selective keyword, each script', (i) => `${list}&keyword=${keyword(i)}`],
    ['one letter "s"', () => `${list}&keyword=s`],
    // One Chinese character is a word of its own and still searched (decision 0066).
    ['one CJK character "手"', () => `${list}&keyword=${encodeURIComponent('手')}`],
    [
      'keyword + category + price',
      (i) => `${list}&keyword=${keyword(i)}&category=${(i % 10) + 1}&sort=price_desc`,
    ],
    ['keyword "pro" by sales', () => `${list}&keyword=pro&sort=sales`],
    ['category by price, page 1', (i) => `${list}&category=${(i % 10) + 1}&sort=price_asc`],
    ['category by price, page 200', (i) => `${list}&category=${(i % 10) + 1}&sort=price_asc&page=200`],
    ['all, newest, page 200', () => `${list}&sort=newest&page=200`],
    ...SORTS.map((sort): [string, (i: number) => string] => [
      `all, ${sort}, page 1`,
      () => `${list}&sort=${sort}`,
    ]),
    ['product detail', (i) => `/api/product/detail?id=${((i * 7919) % total) + 1}`],
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Times one request; `outcomes` collects its HTTP status, and the API's code when not ok. */
async function timed(label: string, path: string, outcomes: Set<string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`);
  const body = await res.text();
  const elapsed = performance.now() - start;
  if (res.status >= 500) throw new Error(`${label}: HTTP ${res.status}`);
  // A refusal (the one-letter keyword) answers HTTP 200 with a validation code (decision 0006).
  const code = path.startsWith('/api/') ? (JSON.parse(body) as { code?: number }).code : Codes.Ok;
  outcomes.add(code === Codes.Ok ? `HTTP ${res.status}` : `HTTP ${res.status}, refused with code ${code}`);
  return elapsed;
}

async function measure(label: string, path: (i: number) => string) {
  const times: number[] = [];
  const outcomes = new Set<string>();
  for (let i = 0; i < REQUESTS; i++) times.push(await timed(label, path(i), outcomes));
  return summary(label, times, outcomes);
}

/**
 * Many buyers at once: CLIENTS clients, each sending REQUESTS requests one after the other, every
 * request the next listing or search scenario in turn (each client starting at its own), so the
 * figure is the latency a buyer sees while the others' queries share the database and the cores.
 */
async function measureConcurrent(chosen: [string, (i: number) => string][]) {
  const times: number[] = [];
  const outcomes = new Set<string>();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < REQUESTS; i++) {
        const [name, path] = chosen[(client + i) % chosen.length] as [string, (i: number) => string];
        times.push(await timed(name, path(client * REQUESTS + i), outcomes));
      }
    }),
  );
  const perSecond = times.length / ((performance.now() - start) / 1000);
  const label = `${CLIENTS} clients at once, every scenario in turn (${perSecond.toFixed(0)} req/s)`;
  return summary(label, times, outcomes);
}

function summary(label: string, times: number[], outcomes: Set<string>) {
  times.sort((a, b) => a - b);
  // A refused request (the one-letter keyword) is measured too; how it was answered is shown beside it.
  const shown = [...outcomes].filter((o) => o !== 'HTTP 200');
  return {
    label: shown.length > 0 ? `${label} (${[...outcomes].join('; ')})` : label,
    median: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

const database = await benchDatabase(
  values.dialect,
  values.keep ? `${values.dialect}_${values.products}` : undefined,
);
const { drop } = database;
// The database's latency is what is measured here: the public answer cache would serve repeats.
const env = { ...database.env, PUBLIC_CACHE_TTL_MS: '0' };
try {
  const started = Date.now();
  await runScript('server/src/seed/cli.ts', ['--products', values.products], env);
  console.log(
    `seeded ${values.products} products on ${values.dialect} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const server = await startServer(env, PORT);
  try {
    const chosen = scenarios(Number(values.products)).filter(
      ([label], k) => k === 0 || !values.only || label.includes(values.only),
    );
    const results = [];
    for (let round = 0; round < 2; round++) {
      // The first round warms caches; the second is reported.
      results.length = 0;
      for (const [label, path] of chosen) results.push(await measure(label, path));
      // The refused one-letter keyword and /healthz are left out: the mix is what buyers ask.
      const mix = chosen.filter(([label]) => label !== 'healthz' && !label.startsWith('one letter'));
      if (CLIENTS > 0 && mix.length > 0) results.push(await measureConcurrent(mix));
    }
    const base = results[0] as { median: number; p95: number };
    console.log(
      `\n${values.dialect}, ${values.products} products, ${REQUESTS} sequential requests each, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('scenario | median ms | p95 ms | median ÷ healthz | p95 ÷ healthz');
    for (const r of results) {
      console.log(
        `${r.label} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.median / base.median).toFixed(1)} | ${(r.p95 / base.p95).toFixed(1)}`,
      );
    }
  } finally {
    await stopServer(server);
  }
} finally {
  await drop();
}
