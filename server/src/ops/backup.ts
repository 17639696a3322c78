import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, sqliteFile } from '#server/config.ts';
import { backupSqlite, pgDump } from '#server/db/backup.ts';
import type { Db } from '#server/db/connect.ts';
import { restoreIntoScratch } from '#server/db/scratch-restore.ts';
import { TABLE_OWNERS, type TableName } from '#server/db/table-owners.ts';
import { ledgerCheck } from './ledger.ts';

const out = (line: string) => console.log(line);

function megabytes(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * `backup <file>`: the live database as one moment left it (decision 0091). Unlike every other
 * command it does not migrate first: a backup taken before an upgrade must be of the old schema.
 */
export async function backupCommand(target: string | undefined): Promise<number> {
  if (!target) {
    out('usage: backup <file>');
    return 2;
  }
  const config = loadConfig();
  const file = resolve(target);
  const started = performance.now();
  try {
    if (config.DATABASE_URL) await pgDump(config.DATABASE_URL, file);
    else await backupSqlite(sqliteFile(config), file);
  } catch (error) {
    out(`backup failed: ${(error as Error).message}`);
    return 1;
  }
  const kind = config.DATABASE_URL ? 'pg_dump custom format' : 'SQLite';
  out(`backup written: ${file} (${kind}, ${megabytes(file)}, ${Math.round(performance.now() - started)} ms)`);
  return 0;
}

async function rowCounts(db: Db): Promise<[TableName, number][]> {
  const tables = Object.keys(TABLE_OWNERS) as TableName[];
  return Promise.all(
    tables.map(async (table): Promise<[TableName, number]> => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)];
    }),
  );
}

/**
 * `restore-check <backup>`: restores the backup into a scratch database, runs the ledger check
 * there and prints every table's rows; exit 1 when it does not restore or a balance drifts.
 */
export async function restoreCheck(backupFile: string | undefined): Promise<number> {
  if (!backupFile) {
    out('usage: restore-check <backup file>');
    return 2;
  }
  const config = loadConfig();
  const started = performance.now();
  let scratch: Awaited<ReturnType<typeof restoreIntoScratch>>;
  try {
    scratch = await restoreIntoScratch(resolve(backupFile), config.DATABASE_URL);
  } catch (error) {
    out(`restore failed: ${(error as Error).message}`);
    return 1;
  }
  try {
    out(`restored ${backupFile} into ${scratch.where} in ${Math.round(performance.now() - started)} ms`);
    const drift = await ledgerCheck({ db: scratch.db, config, out });
    out('rows:');
    for (const [table, n] of await rowCounts(scratch.db)) out(`  ${table.padEnd(24)} ${n}`);
    return drift;
  } finally {
    await scratch.drop();
    out(`scratch dropped: ${scratch.where}`);
  }
}
