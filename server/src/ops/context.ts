import { type Config, loadConfig, sqliteFile } from '#server/config.ts';
import { connect, type Db } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { printable } from './printable.ts';

/** `out` prints one line; anything in it a terminal would obey is escaped (printable.ts). */
export type OpsContext = { db: Db; config: Config; out: (line: string) => void };

/** Opens the configured database for one ops command and closes it after. */
export async function withOps(run: (ctx: OpsContext) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const db = connect({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFile(config) });
  try {
    await migrateToLatest(db);
    return await run({ db, config, out: (line) => console.log(printable(line)) });
  } finally {
    await db.destroy();
  }
}
