// Orders created and paid per second by concurrent buyers in several shops (physical goods, and a
// card-key product every tenth round), beside the /healthz rate of the same run; after it, `ops
// ledger-check` and a stock audit (no unit sold twice); on PostgreSQL, its CPU per order and what its sessions
// wait on. Usage:
//   npm run orders -w @crossbay/bench -- [--dialect sqlite|postgres] [--buyers 50] [--seconds 20]
//     [--workers 1] (WEB_CONCURRENCY) [--pool 10] (DATABASE_POOL_MAX)
//     [--client lean|node-http] the buyers' HTTP client: by hand (support/lean-connection.ts) or node:http
//     [--trace] one buyer's preview, create and pay, with every SQL statement each sent, then stop
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiClient, type Call } from './support/api-client.ts';
import { benchDatabase } from './support/bench-database.ts';
import { leanConnection } from './support/lean-connection.ts';
import { newBuyer, pickCatalogue, Tally } from './support/orders-setup.ts';
import { sampleWaits } from './support/pg-waits.ts';
import { cpuBetween, cpuByCommand, cpuMicros, machineTicks, processTree } from './support/process-cpu.ts';
import { ROOT, startServer, stopServer } from './support/server.ts';
import { auditStock, openReader, stockOf } from './support/stock-audit.ts';

const { values } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'sqlite' },
    buyers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    workers: { type: 'string', default: '1' },
    pool: { type: 'string' },
    trace: { type: 'boolean', default: false },
    client: { type: 'string', default: 'lean' },
  },
});
const BUYERS = values.trace ? 1 : Number(values.buyers);
const SECONDS = Number(values.seconds);
const PORT = 3700 + Math.floor(Math.random() * 100);
const BASE = `http://127.0.0.1:${PORT}`;
const PREFIX = 'bench';
const call = apiClient(BASE);

const { env, drop } = await benchDatabase(values.dialect);
env.WEB_CONCURRENCY = values.workers;
if (values.pool) env.DATABASE_POOL_MAX = values.pool;
if (values.trace) env.SQL_LOG = 'true';
const ops = (...args: string[]) =>
  execFileSync(process.execPath, ['server/src/ops/cli.ts', ...args], { cwd: ROOT, env, encoding: 'utf8' });

let serverErr = '';
const server = await startServer(env, PORT, values.trace ? (text) => (serverErr += text) : undefined);
let failedAudit = false;
try {
  const catalogue = await pickCatalogue(call);
  const { physical, cardKeys } = catalogue;
  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++)
    tokens.push(
      await newBuyer(call, `${PREFIX}${i}`, (a, password) => {
        ops('user', 'create', a, password, '--email', `${a}@bench.local`);
        ops('grant', a, '100000.00');
      }),
    );
  const reader = await openReader(env);
  const stockBefore = await stockOf(reader, [...physical, ...cardKeys]);

  const failures = new Tally();
  let completed = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const latency = { preview: [] as number[], create: [] as number[], pay: [] as number[] };
  const timed = async <T>(step: keyof typeof latency, answer: Promise<T>): Promise<T> => {
    const from = performance.now();
    const result = await answer;
    latency[step].push(performance.now() - from);
    return result;
  };
  const order = async (call: Call, token: string, skuId: number, key: string): Promise<string | null> => {
    const body = { items: [{ sku_id: skuId, quantity: 1 }] };
    const preview = await timed('preview', call<{ total: string }>('/api/order/preview', body, token));
    if (preview.code !== 1) return `preview: ${preview.msg}`;
    const created = await timed(
      'create',
      call<{ orders: { id: number }[] }>(
        '/api/order/create',
        { ...body, expected_total: preview.data.total },
        token,
      ),
    );
    if (created.code !== 1) return `create: ${created.msg}`;
    const paid = await timed(
      'pay',
      call(
        '/api/order/pay',
        { order_ids: created.data.orders.map((o) => o.id), pay_password: '123456', idempotency_key: key },
        token,
      ),
    );
    return paid.code === 1 ? null : `pay: ${paid.msg}`;
  };
  const buyer = async (token: string, n: number) => {
    const call = values.client === 'node-http' ? apiClient(BASE) : leanConnection(BASE);
    let round = 0;
    const spent = new Set<number>();
    while (Date.now() < deadline) {
      round += 1;
      const card = cardKeys[(n + round) % Math.max(1, cardKeys.length)];
      const skuId =
        round % 10 === 0 && card !== undefined && !spent.has(card)
          ? card
          : (physical[(n + round) % physical.length] as number);
      const problem = await order(call, token, skuId, `${PREFIX}-${n}-${round}`);
      if (problem === null) completed += 1;
      else {
        failures.add(...(problem.split(': ', 2) as [string, string]));
        // A buyer at a card-key product's limit, or a product sold out, is not tried again.
        spent.add(skuId);
        if (physical.length > 1 && physical.every((s) => spent.has(s))) break;
      }
    }
  };

  if (values.trace) {
    for (const [label, sku] of [
      ['physical', physical[0]],
      ['card key', cardKeys[0]],
    ] as const) {
      if (sku === undefined) continue;
      const steps: string[] = [];
      const mark = () => serverErr.length;
      let from = mark();
      const cut = async (step: string) => {
        await new Promise((r) => setTimeout(r, 100));
        const lines = serverErr
          .slice(from)
          .split('\n')
          .filter((l) => l.startsWith('[sql]'));
        steps.push(`${step}: ${lines.length} statements\n    ${lines.join('\n    ')}`);
        from = mark();
      };
      const token = tokens[0] as string;
      const body = { items: [{ sku_id: sku, quantity: 1 }] };
      const preview = await call<{ total: string }>('/api/order/preview', body, token);
      await cut('preview');
      const created = await call<{ orders: { id: number }[] }>(
        '/api/order/create',
        { ...body, expected_total: preview.data.total },
        token,
      );
      await cut('create');
      await call(
        '/api/order/pay',
        {
          order_ids: created.data.orders.map((o) => o.id),
          pay_password: '123456',
          idempotency_key: `trace-${sku}`,
        },
        token,
      );
      await cut('pay');
      console.log(`\n${values.dialect}, one ${label} order:\n  ${steps.join('\n  ')}`);
    }
  } else {
    const stopSampling = env.DATABASE_URL ? await sampleWaits(env.DATABASE_URL) : null;
    const serverPids = processTree(server.pid as number);
    const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
    // PostgreSQL's processes on this machine (a bench database on loopback); on SQLite, none.
    const databaseCpu = () => (env.DATABASE_URL ? cpuByCommand('postgres') : new Map<number, number>());
    const [cpuFrom, benchFrom, machineFrom, databaseFrom] = [
      serverCpu(),
      process.cpuUsage(),
      machineTicks(),
      databaseCpu(),
    ];
    const started = Date.now();
    await Promise.all(tokens.map((t, n) => buyer(t, n)));
    const elapsed = (Date.now() - started) / 1000;
    const [cpuTo, benchUsed, machineTo] = [serverCpu(), process.cpuUsage(benchFrom), machineTicks()];
    const databaseUsed = cpuBetween(databaseFrom, databaseCpu());
    const waits = await stopSampling?.();
    const health = await autocannon({
      url: `${BASE}/healthz`,
      connections: BUYERS,
      duration: Math.min(SECONDS, 10),
    });
    const ordersPerSecond = completed / elapsed;
    console.log(
      `\n${values.dialect}, ${BUYERS} buyers, ${catalogue.shops} shops (${physical.length} physical specs, ` +
        `${cardKeys.length} card-key specs), workers ${values.workers}, pool ${env.DATABASE_POOL_MAX ?? 'default'}, ${elapsed.toFixed(1)} s`,
    );
    console.log(
      `orders created and paid: ${completed} (${ordersPerSecond.toFixed(1)}/s), not completed: ${failures.total}`,
    );
    if (failures.total > 0) console.log(failures.toString());
    const perOrder = (micros: number) => (micros / Math.max(1, completed) / 1000).toFixed(2);
    const machineBusy = (machineTo.busy - machineFrom.busy) / Math.max(1, machineTo.all - machineFrom.all);
    const database = env.DATABASE_URL ? `, PostgreSQL ${perOrder(databaseUsed)} ms` : '';
    console.log(
      `CPU per order: server ${perOrder(cpuTo - cpuFrom)} ms${database}, this bench's buyers ${perOrder(
        benchUsed.user + benchUsed.system,
      )} ms; the machine was ${(100 * machineBusy).toFixed(0)} % busy (${cpus().length} cores)`,
    );
    console.log(`GET /healthz: ${health.requests.average.toFixed(0)}/s`);
    console.log(`ratio orders/s ÷ healthz/s: ${(ordersPerSecond / health.requests.average).toFixed(4)}`);
    const ms = (sorted: number[], q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(1);
    for (const [step, times] of Object.entries(latency)) {
      const sorted = times.sort((a, b) => a - b);
      console.log(`${step} latency: p50 ${ms(sorted, 0.5)} ms, p95 ${ms(sorted, 0.95)} ms`);
    }
    if (waits) console.log(waits);
  }
  const audit = await auditStock(reader, stockBefore, PREFIX);
  await reader.close();
  console.log(audit.text);
  failedAudit = !audit.ok;
  try {
    console.log(ops('ledger-check').trim());
  } catch (error) {
    failedAudit = true;
    console.log(`ledger-check failed:\n${(error as { stdout?: string }).stdout ?? error}`);
  }
} finally {
  await stopServer(server);
  await drop();
}
if (failedAudit) process.exitCode = 1;
