import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { BackingOffPool } from './backing-off-pool.ts';
import { openNodeSqlite, type ReadNow } from './node-sqlite.ts';
import { PreparingClient } from './preparing-client.ts';
import type { Database } from './schema.ts';
import { ImmediateSqliteDialect } from './sqlite-dialect.ts';

function logStatement(event: LogEvent): void {
  const failed = event.level === 'error' ? ` failed (${String(event.error)})` : '';
  process.stderr.write(`[sql] ${event.queryDurationMillis.toFixed(2)} ms${failed} ${event.query.sql}\n`);
}

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database> & {
  dialectName: DialectName;
  /** SQLite: a compiled read answered without Kysely's connection queue, when nothing holds the connection. */
  readNow?: ReadNow;
  /** PostgreSQL: the pool, for its gauges (modules/metrics). */
  pool?: BackingOffPool;
};

// Below the web app's 10 s request timeout (spec §9), so the buyer hears "try again" from the server.
const CONNECT_TIMEOUT_MS = 5_000;

// int8 (bigint money columns and count(*)) fits a JS number for any amount this shop holds.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(options: {
  databaseUrl?: string | undefined;
  sqliteFile: string;
  poolMax?: number;
  onIdleError?: (error: Error) => void;
  // Every statement sent, on stderr (`SQL_LOG`): what a request costs in round trips.
  logStatements?: boolean;
  /** Told of every statement once it has answered (a trace's spans). */
  onStatement?: (event: LogEvent) => void;
}): Db {
  const { onStatement } = options;
  const told =
    options.logStatements && onStatement
      ? (event: LogEvent) => (logStatement(event), onStatement(event))
      : undefined;
  const log = told ?? (options.logStatements ? logStatement : onStatement);
  if (options.databaseUrl) {
    const pool = new BackingOffPool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      Client: PreparingClient,
      // A database that accepts the socket but never answers (a hung host) fails the request, not the process.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server closes (restart, failover) is dropped from the pool; without a
    // listener pg would raise it as an uncaught exception and stop the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
    return Object.assign(db, { dialectName: 'postgres' as const, pool });
  }
  if (options.sqliteFile !== ':memory:') mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const database = openNodeSqlite(options.sqliteFile);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }), ...(log && { log }) });
  // With the statement log or a trace on, every statement goes through Kysely, which tells them.
  return Object.assign(db, { dialectName: 'sqlite' as const }, log ? {} : { readNow: database.readNow });
}
