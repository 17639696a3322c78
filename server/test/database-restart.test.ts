import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Codes } from '@crossbay/contract/codes';
import { Redis } from 'ioredis';
import { connect } from '#server/db/connect.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { type PgCluster, startPgCluster } from './support/pg-cluster.ts';
import { type Server, sharedServerEnv, startServer, stopServer } from './support/server-process.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, oneProductShop, setUnpaidLimits } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Issue 35: two server processes on a PostgreSQL of the test's own, through every server connection
// terminated, a fast restart of PostgreSQL and one process SIGKILLed, while buyers place, pay and cancel
// orders with idempotency keys and retry what was answered 503. No surviving process exits, every answer is an
// envelope, and no cent, unit or payment is lost or doubled.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAY_CODE = '123456';
const BUYERS = 8;
const STOCK = 5_000;
// Payments between one fault and the next.
const PAYMENTS_PER_PHASE = 15;
const hex32 = () => randomBytes(32).toString('hex');

type Envelope = { code: number; msg: string; data: unknown };
type Asked = { path: string; body: unknown; token: string; answer: Envelope };

const skipReason = dialects.includes('postgres')
  ? false
  : 'needs TEST_DIALECTS=postgres (and Redis at 127.0.0.1:6379): the CI PostgreSQL pass runs it';

describe('two server processes through a PostgreSQL restart', { skip: skipReason }, () => {
  let cluster: PgCluster;
  let t: TestApp;
  let a: Server;
  let b: Server;
  const prefix = `crossbay-test-${randomBytes(6).toString('hex')}:`;

  before(async () => {
    cluster = await startPgCluster();
    const secrets = { CARD_KEY_SECRET: hex32(), PAY_CODE_SECRET: hex32(), LOGIN_LINK_SECRET: hex32() };
    t = await startTestApp('postgres', { seed: false, config: secrets, pgAdminUrl: cluster.adminUrl });
    await oneProductShop(t, STOCK);
    await setUnpaidLimits(t.app.db, { orders: 1_000, units_per_product: 1_000 });
    const env = sharedServerEnv(
      t.testDb.databaseUrl ?? '',
      { url: REDIS_URL, prefix },
      secrets,
      // The sweeps (every second, as the shared env sets) and the sales fold run through the faults too.
      { RATE_LIMIT_MAX: '1000000', DATABASE_POOL_MAX: '4', WEB_DIST: t.testDb.dataDir, LOG_LEVEL: 'warn' },
    );
    [a, b] = await Promise.all([startServer('a', env), startServer('b', env)]);
  });
  after(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer));
    await t?.close();
    await cluster?.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps every process up, answers 503 while the database is away, and loses or doubles no cent', {
    timeout: 240_000,
  }, async () => {
    const sku = Number((await t.app.db.selectFrom('product_skus').select('id').executeTakeFirstOrThrow()).id);
    const buyers: { id: number; token: string }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await newBuyer(t.app, `storm${i}`, { payCode: PAY_CODE });
      await addHomeAddress(t.app, buyer.token);
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' }),
        );
      buyers.push(buyer);
    }
    const items = [{ sku_id: sku, quantity: 1 }];
    const priced = await postJson<{ total: string }>(
      t.app,
      '/api/order/preview',
      { items },
      {
        token: buyers[0]?.token ?? '',
      },
    );
    const expected_total = priced.body.data.total;

    const wrong: string[] = [];
    let unavailable = 0;
    let refusedConnections = 0;
    const asked: Asked[] = [];
    let paid = 0;
    let stop = false;
    let bKilled = false;
    const up = (server: Server) =>
      !(server === b && bKilled) && server.child.exitCode === null && server.child.signalCode === null;

    // One request until it is answered: a 503 (or, from the killed process, no answer) is asked again,
    // the same body and key, of the other process when this one is gone.
    const ask = async (turn: number, path: string, body: unknown, token: string): Promise<Envelope> => {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 400) throw new Error(`${path} not answered in 400 attempts: ${wrong.join('\n')}`);
        const server = up(b) && (turn + attempt) % 2 === 1 ? b : a;
        let response: Response;
        try {
          response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify(body),
          });
        } catch (error) {
          if (server === a || !bKilled) wrong.push(`${server.name} ${path}: no answer (${String(error)})`);
          refusedConnections += 1;
          await sleep(25);
          continue;
        }
        const text = await response.text();
        let answer: Envelope;
        try {
          answer = JSON.parse(text) as Envelope;
        } catch {
          wrong.push(`${server.name} ${path}: HTTP ${response.status} not JSON: ${text.slice(0, 200)}`);
          return { code: -1, msg: text, data: null };
        }
        if (response.status === 503) {
          unavailable += 1;
          if (answer.code !== Codes.Unavailable || !/^\d+$/.test(response.headers.get('retry-after') ?? ''))
            wrong.push(`${server.name} ${path}: 503 without its code or Retry-After: ${text}`);
          await sleep(25);
          continue;
        }
        if (response.status !== 200 || typeof answer.code !== 'number')
          wrong.push(`${server.name} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
        asked.push({ path, body, token, answer });
        return answer;
      }
    };

    const lane = async (buyer: { token: string }, n: number) => {
      for (let turn = n; !stop; turn++) {
        const created = await ask(
          turn,
          '/api/order/create',
          { items, expected_total, idempotency_key: `create-${n}-${turn}-${prefix}` },
          buyer.token,
        );
        if (created.code !== Codes.Ok) {
          wrong.push(`create refused: ${created.code} ${created.msg}`);
          continue;
        }
        const order = (created.data as { orders: { id: number }[] }).orders[0]?.id as number;
        if (turn % 4 === 3) {
          const cancelled = await ask(turn, '/api/order/cancel', { id: order }, buyer.token);
          // A cancel answered 503 may have been done: asked again, it finds the order cancelled already.
          if (cancelled.code !== Codes.Ok && cancelled.code !== Codes.OrderStateChanged)
            wrong.push(`cancel refused: ${cancelled.code} ${cancelled.msg}`);
          continue;
        }
        const payment = await ask(
          turn,
          '/api/order/pay',
          { order_ids: [order], pay_password: PAY_CODE, idempotency_key: `pay-${n}-${turn}-${prefix}` },
          buyer.token,
        );
        if (payment.code === Codes.Ok) paid += 1;
        else wrong.push(`payment refused: ${payment.code} ${payment.msg}`);
      }
    };
    const lanes = Promise.all(buyers.map((buyer, n) => lane(buyer, n)));
    const afterMorePayments = async (count: number) => {
      const target = paid + count;
      while (paid < target && wrong.length === 0) await sleep(10);
    };

    await afterMorePayments(PAYMENTS_PER_PHASE);
    const database = new URL(t.testDb.databaseUrl ?? '').pathname.slice(1);
    assert.ok((await cluster.terminateConnections(database)) > 0, 'server connections were open to close');
    await afterMorePayments(PAYMENTS_PER_PHASE);
    await cluster.restart();
    await afterMorePayments(PAYMENTS_PER_PHASE);
    if (up(b)) {
      const killed = once(b.child, 'exit');
      bKilled = true;
      b.child.kill('SIGKILL');
      await killed;
    }
    await afterMorePayments(PAYMENTS_PER_PHASE);
    stop = true;
    await lanes;

    assert.deepEqual(wrong, [], 'every answer an envelope, every request done once the database was back');
    assert.ok(up(a), `the surviving process is still running:\n${a.log()}`);
    assert.equal((await fetch(`${a.url}/readyz`)).status, 200, 'and ready');
    assert.ok(unavailable > 0, 'the faults were seen as 503 answers');

    // Read through a pool of its own: the test app's connections went with the restart.
    const db = connect({ databaseUrl: t.testDb.databaseUrl, sqliteFile: '', onIdleError: () => {} });
    try {
      assert.deepEqual(await ledgerDrift(db), [], 'every balance equals its bill rows');
      const orders = await db.selectFrom('orders').select(['id', 'status', 'total']).execute();
      const payments = await db
        .selectFrom('bill')
        .select(['ref_id', 'amount'])
        .where('type', '=', 'payment')
        .execute();
      for (const order of orders) {
        const rows = payments.filter((p) => Number(p.ref_id) === Number(order.id));
        const expectedRows = order.status === 'waiting_deliver' ? [-Number(order.total)] : [];
        assert.deepEqual(
          rows.map((r) => Number(r.amount)),
          expectedRows,
          `order ${order.id} (${order.status})`,
        );
      }
      const placed = orders.filter((o) => o.status !== 'cancelled').length;
      const stock = await db
        .selectFrom('product_skus')
        .select('stock')
        .where('id', '=', sku)
        .executeTakeFirstOrThrow();
      assert.equal(Number(stock.stock), STOCK - placed, 'each unit held by exactly one order');
      assert.equal(
        orders.filter((o) => o.status === 'waiting_deliver').length,
        paid,
        'each payment answered paid is one paid order',
      );
    } finally {
      await db.destroy();
    }

    // Every keyed request asked again answers what it answered the first time.
    const keyed = asked.filter((q) => (q.body as { idempotency_key?: string }).idempotency_key);
    for (const q of keyed) {
      const again = await fetch(`${a.url}${q.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: q.token },
        body: JSON.stringify(q.body),
      });
      const answer = (await again.json()) as Envelope;
      assert.deepEqual([answer.code, answer.data], [q.answer.code, q.answer.data], `${q.path} replayed`);
    }
    process.stdout.write(
      `# database restart: ${asked.length} requests answered, ${unavailable} answers 503, ` +
        `${refusedConnections} refused by the killed process, ${paid} payments\n`,
    );
  });
});
