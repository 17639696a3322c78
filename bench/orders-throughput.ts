// Orders created and paid per second by 50 concurrent buyers, beside the /healthz rate of the same
// run, with `ops ledger-check` after. Usage:
//   npm run orders -w @crossbay/bench -- [--dialect sqlite|postgres] [--buyers 50] [--seconds 20]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDatabase } from './support/bench-database.ts';
import { ROOT, startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'sqlite' },
    buyers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
  },
});
const BUYERS = Number(values.buyers);
const SECONDS = Number(values.seconds);
const PORT = 3700 + Math.floor(Math.random() * 100);
const BASE = `http://127.0.0.1:${PORT}`;

async function call<T>(
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

const ops = (...args: string[]) =>
  execFileSync(process.execPath, ['server/src/ops/cli.ts', ...args], { cwd: ROOT, env, encoding: 'utf8' });

const { env, drop } = await benchDatabase(values.dialect);
const server = await startServer(env, PORT);
try {
  const products = await call<{ list: { id: number }[] }>(
    '/api/index/product?kind=physical&in_stock=1&sort=sales&limit=50',
  );
  const skus: number[] = [];
  for (const p of products.data.list) {
    const detail = await call<{ skus: { id: number; stock: number }[] }>(`/api/product/detail?id=${p.id}`);
    for (const s of detail.data.skus) if (s.stock > 100) skus.push(s.id);
  }
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const account = `bench${i}`;
    const reg = await call<{ userinfo: { token: string } }>('/api/user/register', {
      account,
      password: 'bench-pass',
      repassword: 'bench-pass',
      email: `${account}@bench.local`,
    });
    const token = reg.data.userinfo.token;
    await call('/api/user/resetPay', { pay_password: '123456', repay_password: '123456' }, token);
    await call(
      '/api/user/address_add',
      {
        addressee: 'B',
        mobile: '+66 81 234 5678',
        country: 'TH',
        region: 'BKK',
        detail: '1 Rd',
        tag: 'home',
      },
      token,
    );
    ops('grant', account, '100000.00');
    tokens.push(token);
  }
  let completed = 0;
  let failed = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const buyer = async (token: string, n: number) => {
    let round = 0;
    while (Date.now() < deadline) {
      const body = { items: [{ sku_id: skus[(n + round++) % skus.length], quantity: 1 }] };
      const preview = await call<{ total: string }>('/api/order/preview', body, token);
      const created = await call<{ orders: { id: number }[] }>(
        '/api/order/create',
        { ...body, expected_total: preview.data.total },
        token,
      );
      if (created.code !== 1) {
        failed += 1;
        continue;
      }
      const paid = await call(
        '/api/order/pay',
        {
          order_ids: created.data.orders.map((o) => o.id),
          pay_password: '123456',
          idempotency_key: `bench-${n}-${round}-${Date.now()}`,
        },
        token,
      );
      if (paid.code === 1) completed += 1;
      else failed += 1;
    }
  };
  const started = Date.now();
  await Promise.all(tokens.map((t, n) => buyer(t, n)));
  const elapsed = (Date.now() - started) / 1000;
  const health = await autocannon({
    url: `${BASE}/healthz`,
    connections: BUYERS,
    duration: Math.min(SECONDS, 10),
  });
  const ledger = ops('ledger-check').trim();
  const ordersPerSecond = completed / elapsed;
  console.log(`\n${values.dialect}, ${BUYERS} buyers, ${elapsed.toFixed(1)} s`);
  console.log(`orders created and paid: ${completed} (${ordersPerSecond.toFixed(1)}/s), failed: ${failed}`);
  console.log(`GET /healthz: ${health.requests.average.toFixed(0)}/s`);
  console.log(`ratio orders/s ÷ healthz/s: ${(ordersPerSecond / health.requests.average).toFixed(4)}`);
  console.log(ledger);
} finally {
  await stopServer(server);
  await drop();
}
