import { sql } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';

const versionRow = compiledOnce((db) =>
  db.selectFrom('catalogue_version').select('version').where('id', '=', 1),
);

const versionBumped = compiledOnce((db) =>
  db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1),
);

// PostgreSQL (migration 0019): a sequence, which no transaction locks and whose next value commits nothing.
const sequenceValue = compiledOnce(
  () => sql<{ version: string }>`select last_value as version from catalogue_version_seq`,
);
const sequenceBumped = compiledOnce(() => sql`select nextval('catalogue_version_seq')`);

/** The shared catalog version: table `catalogue_version` (one row) on SQLite, a sequence on PostgreSQL. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = db.dialectName === 'postgres' ? await sequenceValue(db) : await versionRow(db);
  if (!row) throw new Error('catalogue_version has no row: the database was not migrated');
  return Number(row.version);
}

/** Moves the shared version on; `on` may be a connection whose commit was just sent (PostgreSQL). */
export async function bumpCatalogVersion(db: Db, on: Executor = db): Promise<void> {
  await (db.dialectName === 'postgres' ? sequenceBumped(on) : versionBumped(on));
}
