import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { sql } from 'kysely';
import { isDatabaseUnavailable, markFromDatabase } from '#server/db/unavailable.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { physicalSku } from './support/shopping.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`readiness on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    it('answers /readyz 200 while the database answers, beside the plain liveness check', async () => {
      assert.deepEqual(await get(t.app, '/readyz'), { status: 200, body: { status: 'ready' } });
      assert.deepEqual(await get(t.app, '/healthz'), { status: 200, body: { status: 'ok' } });
    });
  });
}

// A full disk, made real by capping the file's pages (SQLite answers SQLITE_FULL as it would on a full disk).
describe('a full disk on sqlite', { skip: dialects.includes('sqlite') ? false : 'SQLite only' }, () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp('sqlite');
  });
  after(() => t.close());

  it('answers 503 with Retry-After and a translated message, writes nothing, and serves again when space is back', async () => {
    const buyer = await newBuyer(t.app, 'fullDisk');
    const sku = await physicalSku(t.app);
    const lines = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('cart_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', buyer.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    const full = Number(pages.rows[0]?.page_count);
    await sql.raw(`pragma max_page_count = ${full}`).execute(t.app.db);
    try {
      // Enough lines to need a new page: each refused whole.
      const products = await t.app.db.selectFrom('product_skus').select('id').limit(200).execute();
      let refused: { statusCode: number; headers: Record<string, unknown>; body: string } | undefined;
      let linesBefore = 0;
      for (const product of products) {
        linesBefore = await lines();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/cart/add?lang=de',
          headers: { token: buyer.token },
          payload: { sku_id: Number(product.id), quantity: 1 },
        });
        if (res.statusCode !== 200) {
          refused = res;
          break;
        }
      }
      assert.ok(refused, 'the capped file refused a write');
      assert.equal(refused.statusCode, 503);
      assert.match(String(refused.headers['retry-after']), /^\d+$/);
      assert.deepEqual(JSON.parse(refused.body), {
        code: Codes.Unavailable,
        msg: 'Der Shop ist gerade kurz nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.',
        data: null,
      });
      assert.equal(await lines(), linesBefore, 'the refused write left nothing');
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { token: buyer.token },
      payload: { sku_id: sku.skuId, quantity: 1 },
    });
    assert.equal(res.json().code, Codes.Ok, 'space back, the same request goes through');
  });
});

// Another service's refused socket (Redis, a mail server, a webhook's fetch) says nothing about the database:
// it is not answered 503 "try again in a few seconds", and the pool's back-off does not start.
describe('socket errors', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });

  it('are the database being away only when they come from its connection', () => {
    assert.equal(isDatabaseUnavailable(refused()), false);
    assert.equal(isDatabaseUnavailable(new Error('fetch failed', { cause: refused() })), false);
    assert.equal(isDatabaseUnavailable(markFromDatabase(refused())), true);
    assert.equal(
      isDatabaseUnavailable(new Error('fetch failed', { cause: markFromDatabase(refused()) })),
      true,
    );
  });
});
