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

/** The shared catalog version (table `catalogue_version`, one row). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await versionRow(db);
  if (!row) throw new Error('catalogue_version has no row: the database was not migrated');
  return Number(row.version);
}

export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await versionBumped(db);
}
