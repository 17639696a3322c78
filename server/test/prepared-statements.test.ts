import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { dialects } from './support/dialects.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Prepared statements are PostgreSQL's: SQLite's statements are compiled once by node-sqlite itself.
for (const dialect of dialects.filter((name) => name === 'postgres')) {
  describe(`statements prepared once per connection on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const preparedOnThisConnection = sql<{ statement: string }>`
      select statement from pg_prepared_statements where not from_sql`;

    it('parses and plans a statement with values once, then sends only its name and values', async () => {
      const user = (id: number) =>
        t.app.db.selectFrom('users').select(['id', 'account', 'email']).where('id', '=', id);
      const prepared = await t.app.db.transaction().execute(async (tx) => {
        for (const id of [1, 2, 1]) await tx.executeQuery(user(id));
        return (await preparedOnThisConnection.execute(tx)).rows.map((row) => row.statement);
      });
      const text = user(1).compile().sql;
      assert.equal(
        prepared.filter((statement) => statement === text).length,
        1,
        'one statement for the three reads',
      );
    });

    it('leaves a `*` result and a bulk write unprepared, so a new column never breaks a running server', async () => {
      const everyColumn = t.app.db.selectFrom('categories').selectAll().where('id', '=', 1);
      const many = t.app.db
        .selectFrom('products')
        .select('id')
        .where(
          'id',
          'in',
          Array.from({ length: 150 }, (_, i) => i + 1),
        );
      const prepared = await t.app.db.transaction().execute(async (tx) => {
        await tx.executeQuery(everyColumn);
        await tx.executeQuery(many);
        return (await preparedOnThisConnection.execute(tx)).rows.map((row) => row.statement);
      });
      for (const query of [everyColumn, many]) assert.ok(!prepared.includes(query.compile().sql));
    });

    it('goes on answering a prepared statement after a migration adds a column to its table', async () => {
      await t.app.db
        .transaction()
        .execute(async (tx) => {
          const read = () => tx.selectFrom('categories').select(['id', 'slug']).where('id', '=', 1).execute();
          const readAll = () => tx.selectFrom('categories').selectAll().where('id', '=', 1).execute();
          const before = await read();
          await readAll();
          await sql`alter table categories add column prepared_test_note text`.execute(tx);
          assert.deepEqual(await read(), before);
          assert.equal((await readAll())[0]?.id, before[0]?.id);
          // Undone with the transaction.
          throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    });
  });
}

class RolledBack extends Error {}
