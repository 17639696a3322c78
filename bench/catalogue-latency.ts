// Catalogue latency on a large catalogue, beside /healthz measured in the same run.
// Usage: npm run catalogue -w @crossbay/bench -- [--products 200000] [--dialect sqlite|postgres] [--requests 300]
// PostgreSQL needs BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
// bench creates its own database and drops it afterwards.
import { parseArgs } from 'node:util';
import { benchDatabase } from './support/bench-database.ts';
import { runScript, startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    dialect: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '300' },
  },
});
const REQUESTS = Number(values.requests);
const PORT = 3800 + Math.floor(Math.random() * 100);
const KEYWORDS = [
  'monitor',
  'tent',
  'sleeping bag',
  'bluetooth',
  '手机',
  'รองเท้า',
  'термос',
  'kite',
  'linen',
  'speaker 360',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(label: string, path: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}${path(i)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, median: percentile(times, 50), p95: percentile(times, 95) };
}

const database = await benchDatabase(values.dialect);
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
    const total = Number(values.products);
    const results = [];
    for (let round = 0; round < 2; round++) {
      // The first round warms caches; the second is reported.
      results.length = 0;
      results.push(await measure('healthz', () => '/healthz'));
      results.push(
        await measure(
          'keyword search',
          (i) =>
            `/api/index/product?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] as string)}&limit=20`,
        ),
      );
      results.push(
        await measure(
          'category by sales',
          (i) => `/api/index/product?category=${(i % 10) + 1}&sort=sales&page=${(i % 5) + 1}&limit=20`,
        ),
      );
      results.push(
        await measure('product detail', (i) => `/api/product/detail?id=${((i * 7919) % total) + 1}`),
      );
      results.push(
        await measure('all, newest, page 1', (i) => `/api/index/product?sort=newest&limit=${20 + (i % 3)}`),
      );
      results.push(
        await measure(
          'category by price, page 200',
          (i) => `/api/index/product?category=${(i % 10) + 1}&sort=price_asc&page=200&limit=20`,
        ),
      );
      results.push(
        await measure(
          'keyword + category + price',
          (i) =>
            `/api/index/product?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] as string)}&category=${(i % 10) + 1}&sort=price_desc&limit=20`,
        ),
      );
    }
    const base = results[0] as { median: number; p95: number };
    console.log(`\n${values.dialect}, ${values.products} products, ${REQUESTS} sequential requests each`);
    console.log('endpoint | median ms | p95 ms | median ÷ healthz | p95 ÷ healthz');
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
