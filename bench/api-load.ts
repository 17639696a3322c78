// Load on the public catalogue reads and the logged-in reads (user info, the bag, as the demo buyer),
// beside a bare Fastify hello world in the same rounds.
// Usage: npm run api -w @crossbay/bench [-- --seconds 10 --connections 50 --rounds 3 --encoding br --only bag
//   --session cookie]
// Starts the server on a fresh seeded SQLite database and the hello world, both as their own processes,
// then per round runs autocannon on hello world and on each endpoint in turn. Prints, per endpoint, the
// requests per second (min / median / max over the rounds), the median share of the same round's hello
// world, and the server's CPU time per request (from /proc), with the load average of each round.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APP_REQUEST_HEADER, LOGGED_IN_COOKIE, TOKEN_COOKIE } from '@crossbay/contract/session-cookie';
import autocannon from 'autocannon';
import { benchDatabase } from './support/bench-database.ts';
import { cpuMicros } from './support/process-cpu.ts';
import { startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    // Sent as accept-encoding, as a browser does; empty (the default) asks for plain JSON.
    encoding: { type: 'string', default: '' },
    // Only the endpoints whose name contains this, or one of these comma-separated (hello world always runs).
    only: { type: 'string', default: '' },
    // How the logged-in reads carry the session: the `token` header (API clients), or the HttpOnly cookie with
    // the app's header, as the browser sends it (docs/decisions/0115).
    session: { type: 'string', default: 'header' },
  },
});
const PORT = 3900 + Math.floor(Math.random() * 90);
const HELLO_PORT = PORT + 100;
const HELLO = 'hello world';

// [name, path, logged in as the demo buyer]
const ENDPOINTS: [string, string, boolean?][] = [
  ['healthz', '/healthz'],
  ['category list', '/api/index/category?lang=en'],
  ['home board', '/api/index/index?lang=en'],
  ['product list', '/api/index/product?category=3&sort=price_asc&page=2&limit=20&lang=en'],
  ['hot products', '/api/index/hot_product?page=1&limit=10&lang=en'],
  ['hot shops', '/api/index/hot_merchant?lang=en'],
  ['product detail', '/api/product/detail?id=1&lang=en'],
  ['keyword search', '/api/index/product?keyword=pro&limit=20&lang=en'],
  ['bought together', '/api/product/together?ids=1&lang=en'],
  ['recently viewed cards', '/api/viewed/cards?ids=3,2,1&lang=en'],
  ['user info (logged in)', '/api/user/getUserInfo?lang=en', true],
  ['bag (logged in)', '/api/cart/list?lang=en', true],
].filter(([name]) => values.only.split(',').some((part) => (name as string).includes(part))) as [
  string,
  string,
  boolean?,
][];

async function startHelloWorld() {
  const child = spawn(
    process.execPath,
    [resolve(import.meta.dirname, 'support/hello-world.ts'), `${HELLO_PORT}`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${HELLO_PORT}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the hello world did not start');
}

type Run = { reqs: number; cpuPerRequest: number; non2xx: number };

function sessionHeaders(token: string): Record<string, string> {
  return values.session === 'cookie'
    ? { cookie: `${TOKEN_COOKIE}=${token}; ${LOGGED_IN_COOKIE}=1`, [APP_REQUEST_HEADER]: '1' }
    : { token };
}

async function load(url: string, pid: number, token?: string): Promise<Run> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: {
      ...(values.encoding ? { 'accept-encoding': values.encoding } : {}),
      ...(token ? sessionHeaders(token) : {}),
    },
  });
  const cpu = cpuMicros(pid) - cpuBefore;
  return { reqs: result.requests.average, cpuPerRequest: cpu / result.requests.total, non2xx: result.non2xx };
}

async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; data: T };
  if (answer.code !== 1) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Logs in as the seeded demo buyer (server/src/seed/demo-settings.ts) with three products in the bag. */
async function demoBuyerToken(): Promise<string> {
  const { token } = (
    await call<{ userinfo: { token: string } }>('/api/user/login', { account: 'demo', password: 'demo1234' })
  ).userinfo;
  for (const id of [1, 2, 3]) {
    const { skus } = await call<{ skus: { id: number }[] }>(`/api/product/detail?id=${id}`);
    const sku = skus[0];
    if (sku) await call('/api/cart/add', { sku_id: sku.id, quantity: 1 }, token);
  }
  return token;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const { env, drop } = await benchDatabase('sqlite');
const server = await startServer(env, PORT);
const hello = await startHelloWorld();
try {
  const token = await demoBuyerToken();
  const runs = new Map<string, (Run & { share: number })[]>();
  for (let round = 1; round <= Number(values.rounds); round++) {
    const before = loadavg()[0]?.toFixed(1);
    const yardstick = await load(`http://127.0.0.1:${HELLO_PORT}/`, hello.pid as number);
    runs.set(HELLO, [...(runs.get(HELLO) ?? []), { ...yardstick, share: 1 }]);
    for (const [name, path, loggedIn] of ENDPOINTS) {
      const run = await load(
        `http://127.0.0.1:${PORT}${path}`,
        server.pid as number,
        loggedIn ? token : undefined,
      );
      runs.set(name, [...(runs.get(name) ?? []), { ...run, share: run.reqs / yardstick.reqs }]);
    }
    console.log(`round ${round}: load average ${before} before, ${loadavg()[0]?.toFixed(1)} after`);
  }
  console.log(
    'endpoint | req/s min | median | max | share of hello world (median) | CPU µs/request | non-2xx',
  );
  for (const [name, list] of runs) {
    const reqs = list.map((r) => r.reqs);
    console.log(
      [
        name,
        Math.min(...reqs).toFixed(0),
        median(reqs).toFixed(0),
        Math.max(...reqs).toFixed(0),
        `${(median(list.map((r) => r.share)) * 100).toFixed(0)} %`,
        median(list.map((r) => r.cpuPerRequest)).toFixed(0),
        list.reduce((a, r) => a + r.non2xx, 0),
      ].join(' | '),
    );
  }
} finally {
  hello.kill('SIGTERM');
  await stopServer(server);
  await drop();
}
