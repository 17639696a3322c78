import type { Kysely } from 'kysely';

// Public catalogue answers are cached in each server process; every change they show
// bumps this one row, which each process reads at most about once a second (modules/public-cache).
// Numbered 0014: 0013 is taken by work in progress on another branch.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ catalogue_version: { id: number; version: number } }>)
    .insertInto('catalogue_version')
    .values({ id: 1, version: 0 })
    .execute();
}
