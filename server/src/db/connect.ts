import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openNodeSqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database> & { dialectName: DialectName };

// int8 (bigint money columns and count(*)) fits a JS number for any amount this shop holds.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(options: {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  poolMax?: number;
  onIdleError?: (error: Error) => void;
}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server closes (restart, failover) is dropped from the pool; without a
    // listener pg would raise it as an uncaught exception and stop the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return Object.assign(db, { dialectName: 'postgres' as const });
  }
  if (options.sqliteFile !== ':memory:') mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openNodeSqlite(options.sqliteFile) }),
  });
  return Object.assign(db, { dialectName: 'sqlite' as const });
}
