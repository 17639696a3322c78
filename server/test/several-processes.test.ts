import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Codes } from '@crossbay/contract/codes';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { DEFAULT_SETTINGS } from '#server/modules/platform/settings.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { METRICS_TOKEN, seriesValue } from './support/metrics.ts';
import { type Server, sharedServerEnv, startServer, stopServer } from './support/server-process.ts';
import { newBuyer } from './support/session.ts';
import {
  addHomeAddress,
  checkout,
  oneProductShop,
  physicalSku,
  setUnpaidLimits,
  skuStock,
} from './support/shopping.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { SHARED_MEDIA_DIR } from './support/test-db.ts';

// Two real server processes (`node server/src/main.ts`), each with its own DATA_DIR, on one PostgreSQL
// database and one Redis: the CI's PostgreSQL pass has both on loopback.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLI = resolve(import.meta.dirname, '../src/ops/cli.ts');
const RATE_LIMIT_MAX = 6;
const PAY_CODE = '123456';
const hex32 = () => randomBytes(32).toString('hex');

// Every call but the rate-limit check comes from an address of its own (TRUST_PROXY), so only the
// check's calls count against the low limit.
let clients = 0;
const nextClient = () => `10.9.${Math.floor(++clients / 250)}.${clients % 250}`;

async function call(
  server: Server,
  path: string,
  options: { token?: string; body?: unknown; client?: string } = {},
): Promise<{ status: number; code: number | undefined }> {
  const response = await fetch(`${server.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': options.client ?? nextClient(),
      ...(options.token ? { token: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = (await response.json()) as { code?: number };
  return { status: response.status, code: body.code };
}

const skipReason = dialects.includes('postgres')
  ? false
  : 'needs TEST_DIALECTS=postgres (and Redis at 127.0.0.1:6379): the CI PostgreSQL pass runs it';

describe('two server processes on one PostgreSQL and one Redis serve as one shop', {
  skip: skipReason,
}, () => {
  let t: TestApp;
  let a: Server;
  let b: Server;
  const prefix = `crossbay-test-${randomBytes(6).toString('hex')}:`;
  const secrets = { CARD_KEY_SECRET: hex32(), PAY_CODE_SECRET: hex32(), LOGIN_LINK_SECRET: hex32() };

  before(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await redis.connect().catch((error: Error) => {
      throw new Error(`this test needs Redis at ${REDIS_URL} (TEST_REDIS_URL): ${error.message}`);
    });
    await redis.quit();
    // One shop with one product, written from here through the ops commands; the servers do not seed.
    t = await startTestApp('postgres', { seed: false, config: secrets });
    await oneProductShop(t, 500);
    const env = sharedServerEnv(t.testDb.databaseUrl ?? '', { url: REDIS_URL, prefix }, secrets, {
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      TRUST_PROXY: 'true',
      WEB_DIST: resolve(t.testDb.dataDir, 'web'),
      LOG_LEVEL: 'info',
    });
    [a, b] = await Promise.all([startServer('a', env), startServer('b', env)]);
  });
  after(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer));
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts the API rate limit across both: the seventh call of one address is refused by either', async () => {
    const client = '203.0.113.7';
    const statuses = async (server: Server, n: number) => {
      const answers: number[] = [];
      for (let i = 0; i < n; i++)
        answers.push((await call(server, '/api/index/category', { client })).status);
      return answers;
    };
    assert.deepEqual(await statuses(a, 4), [200, 200, 200, 200]);
    assert.deepEqual(await statuses(b, 3), [200, 200, 429], `${RATE_LIMIT_MAX} a minute for both together`);
    assert.equal((await call(a, '/api/index/category', { client })).status, 429);
  });

  it('serves an upload made through one from the other, with the same long caching', async () => {
    const buyer = await newBuyer(t.app, 'uploader');
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('access', 'public');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${a.url}/api/common/upload`, {
      method: 'POST',
      headers: { token: buyer.token, 'x-forwarded-for': nextClient() },
      body: form,
    });
    const { data } = (await uploaded.json()) as { data: { url: string } };
    assert.match(data.url, /^\/uploads\/[\w-]+\.webp$/);
    const fromA = await fetch(`${a.url}${data.url}`);
    const fromB = await fetch(`${b.url}${data.url}`);
    assert.equal(fromB.status, 200, 'B serves what was uploaded through A');
    assert.equal(fromB.headers.get('content-type'), 'image/webp');
    assert.equal(fromB.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    assert.deepEqual(bytes, Buffer.from(await fromA.arrayBuffer()));
    assert.deepEqual(
      await sharp(bytes)
        .metadata()
        .then((m) => [m.format, m.width, m.height]),
      ['webp', 24, 16],
    );
    const again = await fetch(`${b.url}${data.url}`, {
      headers: { 'if-none-match': String(fromB.headers.get('etag')) },
    });
    assert.equal(again.status, 304);
  });

  it('moves each expired unpaid order once while both sweep: stock and discount money come back once', async () => {
    const buyer = await newBuyer(t.app, 'sleeper');
    await addHomeAddress(t.app, buyer.token);
    const sku = await physicalSku(t.app, { minStock: 30 });
    const ORDERS = 12;
    await setUnpaidLimits(t.app.db, { orders: 50, units_per_product: 50 });
    await t.app.db
      .transaction()
      .execute((tx) => post(tx, { userId: buyer.id, wallet: 'bonus', amount: 10_000, type: 'discount' }));
    const stockBefore = await skuStock(t.app, sku.skuId);
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { created } = await checkout(t.app, buyer.token, {
        items: [{ sku_id: sku.skuId, quantity: 2 }],
        discount: '0.50',
      });
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      ids.push(...(created?.body.data.orders ?? []).map((o) => o.id));
    }
    assert.equal(await skuStock(t.app, sku.skuId), stockBefore - 2 * ORDERS);
    // Their 30 minutes are up: both servers sweep every second.
    await t.app.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', ids)
      .execute();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const open = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '!=', 'cancelled')
        .execute();
      if (open.length === 0) break;
      await sleep(200);
    }
    await sleep(1_500); // one more sweep of each, which must find nothing left to move
    assert.equal(await skuStock(t.app, sku.skuId), stockBefore, 'every unit back, none twice');
    const refunds = await t.app.db
      .selectFrom('bill')
      .select(['ref_id', 'amount'])
      .where('user_id', '=', buyer.id)
      .where('ref_type', '=', 'order')
      .where('ref_id', 'in', ids)
      .where('amount', '>', 0)
      .execute();
    assert.deepEqual(
      refunds.map((r) => Number(r.ref_id)).sort((x, y) => x - y),
      [...ids].sort((x, y) => x - y),
      'one discount-money bill row back per order',
    );
    assert.ok(refunds.every((r) => Number(r.amount) === 50));
    const expired = (server: Server) =>
      [...server.log().matchAll(/"expired":(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    assert.equal(expired(a) + expired(b), ORDERS, 'the two sweeps together moved each order once');
    await setUnpaidLimits(t.app.db, DEFAULT_SETTINGS.unpaid_limits);
  });

  it('loses nothing when one is killed during a stream of payments: ledger exact, each order paid once or unpaid', async () => {
    const buyer = await newBuyer(t.app, 'streamer', { payCode: PAY_CODE });
    await addHomeAddress(t.app, buyer.token);
    const sku = await physicalSku(t.app, { minStock: 40, maxPrice: 5_000 });
    const ORDERS = 30;
    await setUnpaidLimits(t.app.db, { orders: 50, units_per_product: 50 });
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
      ids.push(...(created?.body.data.orders ?? []).map((o) => o.id));
    }
    await t.app.db
      .transaction()
      .execute((tx) =>
        post(tx, { userId: buyer.id, wallet: 'balance', amount: 1_000_000, type: 'adjustment' }),
      );
    const keys = new Map(ids.map((id) => [id, `stream-${id}-${randomBytes(4).toString('hex')}`]));
    const pay = (server: Server, id: number) =>
      call(server, '/api/order/pay', {
        token: buyer.token,
        body: { order_ids: [id], pay_password: PAY_CODE, idempotency_key: keys.get(id) },
      });
    // Six lanes alternate between the servers; A is killed once a third of the orders are paid.
    let next = 0;
    let paidBeforeKill = 0;
    const failed: number[] = [];
    const lanes = Array.from({ length: 6 }, async (_, lane) => {
      while (next < ids.length) {
        const id = ids[next++] as number;
        const answer = await pay(lane % 2 === 0 ? a : b, id).catch(() => undefined);
        if (answer?.code === Codes.Ok) paidBeforeKill += 1;
        else failed.push(id);
        if (paidBeforeKill === ORDERS / 3 && a.child.exitCode === null && a.child.signalCode === null)
          a.child.kill('SIGKILL');
      }
    });
    await Promise.all(lanes);
    assert.ok(a.child.killed, 'A was killed during the stream');
    assert.equal(a.child.signalCode ?? (await once(a.child, 'exit'))[1], 'SIGKILL');
    assert.ok(failed.length > 0, 'some payments were sent to the killed server');

    const state = async () => {
      const orders = await t.app.db
        .selectFrom('orders')
        .select(['id', 'status', 'total'])
        .where('id', 'in', ids)
        .execute();
      const payments = await t.app.db
        .selectFrom('bill')
        .select(['ref_id', 'amount'])
        .where('type', '=', 'payment')
        .where('ref_type', '=', 'order')
        .where('ref_id', 'in', ids)
        .execute();
      return { orders, payments };
    };
    const check = async () => {
      const { orders, payments } = await state();
      for (const order of orders) {
        const rows = payments.filter((p) => Number(p.ref_id) === Number(order.id));
        if (order.status === 'waiting_pay')
          assert.equal(rows.length, 0, `unpaid order ${order.id} has no bill row`);
        else {
          assert.equal(order.status, 'waiting_deliver');
          assert.deepEqual(
            rows.map((r) => Number(r.amount)),
            [-Number(order.total)],
            `order ${order.id} paid once`,
          );
        }
      }
      const ledger = await promisify(execFile)(process.execPath, [CLI, 'ledger-check'], {
        env: { ...process.env, DATABASE_URL: t.testDb.databaseUrl ?? '', DATA_DIR: t.testDb.dataDir },
      });
      assert.match(ledger.stdout, /^ledger ok/);
      return orders;
    };
    await check();
    // What A never answered is asked again of B with the same keys: each order ends paid exactly once.
    for (const id of failed) {
      const answer = await pay(b, id);
      assert.ok(answer.code === Codes.Ok || answer.status < 500, `order ${id}: ${JSON.stringify(answer)}`);
    }
    const orders = await check();
    assert.ok(
      orders.every((o) => o.status === 'waiting_deliver'),
      'every order paid in the end',
    );
    const balance = await t.app.db
      .selectFrom('users')
      .select('balance')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const spent = orders.reduce((sum, o) => sum + Number(o.total), 0);
    assert.equal(Number(balance.balance), 1_000_000 - spent);
  });
});

describe('WEB_CONCURRENCY=2 runs two workers on one port under a primary that seeds once', () => {
  let server: Server;
  const pidsListening = () =>
    new Set([...server.log().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((m) => Number(m[1])));
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const until = async (what: string, done: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`not within 15 s: ${what}\n${server.log()}`);
      await sleep(100);
    }
  };

  before(async () => {
    server = await startServer('cluster', {
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '2',
      MEDIA_DIR: SHARED_MEDIA_DIR,
      WEB_DIST: resolve(tmpdir(), 'crossbay-procs-no-web'),
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    });
  });
  after(() => stopServer(server));

  it('seeds in the primary only, then two workers listen', async () => {
    const primary = server.child.pid as number;
    await until('two workers listening', () => pidsListening().size === 2);
    assert.ok(!pidsListening().has(primary), 'the primary does not serve');
    const seeding = [...server.log().matchAll(/"pid":(\d+)[^\n]*seeding the demo catalog: writing rows/g)];
    assert.deepEqual(
      seeding.map((m) => Number(m[1])),
      [primary],
      'one seed, by the primary',
    );
    const categories = await call(server, '/api/index/category');
    assert.equal(categories.code, Codes.Ok);
  });

  it('adds up both workers in one scrape of /metrics', async () => {
    // Each request on a connection of its own: the primary hands connections to the workers in turn, so one
    // worker alone would have counted about half.
    const fresh = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        get(`${server.url}${path}`, { agent: false, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        }).on('error', fail);
      });
    const scrape = async () => {
      const response = await fresh('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      assert.equal(response.status, 200);
      return seriesValue(response.body, 'crossbay_api_answers_total', {
        route: '/api/index/category',
        code: String(Codes.Ok),
      });
    };
    const before = await scrape();
    for (let i = 0; i < 20; i++) assert.equal((await fresh('/api/index/category')).status, 200);
    assert.equal((await scrape()) - before, 20);
  });

  it('restarts a worker killed under it, and stops every worker on SIGTERM', async () => {
    const [victim, survivor] = [...pidsListening()] as [number, number];
    process.kill(victim, 'SIGKILL');
    await until('a third worker listening', () => pidsListening().size === 3);
    assert.match(server.log(), new RegExp(`"worker":${victim},[^\\n]*"signal":"SIGKILL"[^\\n]*worker died`));
    assert.equal((await call(server, '/api/index/category')).code, Codes.Ok);
    const workers = [...pidsListening()].filter((pid) => pid !== victim);
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    assert.deepEqual(await exited, [0, null], 'the primary exits cleanly');
    assert.ok(workers.includes(survivor));
    for (const pid of workers) assert.equal(alive(pid), false, `worker ${pid} stopped`);
  });
});
