import type { Db } from '#server/db/connect.ts';

/** The shared catalog version (table `catalogue_version`, one row). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export async function bumpCatalogVersion(db: Db): Promise<void> {
  await db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
