import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emptyDatabase } from '#server/db/empty-database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';
import { ledgerDrift } from '#server/modules/wallet/ledger.ts';
import { seedDemo, seedIfEmpty } from '#server/seed/seed.ts';
import { dialects } from './support/dialects.ts';
import { freshDatabase, SHARED_MEDIA_DIR, type TestDb } from './support/test-db.ts';

const quiet = { info: () => {} };
const COUNTED: (keyof Database)[] = [
  'categories',
  'merchants',
  'products',
  'product_skus',
  'product_images',
  'card_keys',
  'users',
  'bill',
  'pages',
  'notices',
  'banners',
  'blockchain_networks',
];

async function counts(test: TestDb) {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await test.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

for (const dialect of dialects) {
  describe(`migrations and demo seed on ${dialect}`, () => {
    let test: TestDb;
    const config = {
      DATA_DIR: '',
      MEDIA_DIR: SHARED_MEDIA_DIR,
      FILE_STORE: 'folder' as const,
      CARD_KEY_SECRET: 'ab'.repeat(32),
      PAY_CODE_SECRET: 'cd'.repeat(32),
    };
    before(async () => {
      test = await freshDatabase(dialect);
    });
    after(() => test.drop());

    it('migrates an empty database, and again without change', async () => {
      await migrateToLatest(test.db);
      await migrateToLatest(test.db);
      const tables = await test.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      for (const table of [
        'users',
        'orders',
        'bill',
        'card_keys',
        'idempotency_keys',
        'withdrawals',
        'recharges',
      ]) {
        assert.ok(names.includes(table), `table ${table} exists`);
      }
    });

    it('seeds an empty database once; a second seed changes nothing; a reset seeds the same counts', async () => {
      assert.equal(await seedIfEmpty(test.db, config, quiet), true);
      const first = await counts(test);
      assert.equal(await seedIfEmpty(test.db, config, quiet), false);
      assert.deepEqual(await counts(test), first);
      await emptyDatabase(test.db);
      await seedDemo(test.db, config, quiet);
      assert.deepEqual(await counts(test), first);

      assert.equal(first.categories, 10);
      assert.ok((first.merchants ?? 0) >= 24);
      assert.ok((first.products ?? 0) >= 300);
      assert.equal(first.pages, 14 * 3);
    });

    it('gives the demo buyer balance and discount money only through bill rows', async () => {
      assert.deepEqual(await ledgerDrift(test.db), []);
      const demo = await test.db
        .selectFrom('users')
        .selectAll()
        .where('account', '=', 'demo')
        .executeTakeFirstOrThrow();
      assert.equal(Number(demo.balance), 500_000);
      assert.ok(Number(demo.bonus_usable) > 0);
    });

    it('keeps card passwords encrypted at rest', async () => {
      const keys = await test.db
        .selectFrom('card_keys')
        .select(['card_number', 'password_enc'])
        .limit(5)
        .execute();
      assert.equal(keys.length, 5);
      for (const key of keys) assert.match(key.password_enc, /^v1\./);
    });

    it('refuses a negative balance or stock in the database itself', async () => {
      await assert.rejects(
        test.db.updateTable('users').set({ balance: -1 }).where('account', '=', 'demo').execute(),
      );
      const product = await test.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
      await assert.rejects(
        test.db.updateTable('products').set({ stock: -1 }).where('id', '=', product.id).execute(),
      );
    });
  });
}
