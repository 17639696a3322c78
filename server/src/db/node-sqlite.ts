import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Param = null | number | bigint | string | Uint8Array;

// node:sqlite binds no booleans, dates or undefined; store them as SQLite would.
function toParam(value: unknown): Param {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as Param;
}

class Statement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;

  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    this.reader = stmt.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#stmt.all(...parameters.map(toParam));
  }

  run(parameters: ReadonlyArray<unknown>) {
    const { changes, lastInsertRowid } = this.#stmt.run(...parameters.map(toParam));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#stmt.iterate(...parameters.map(toParam));
  }
}

/** Rows of a read, answered at once; undefined while a transaction holds the connection. */
export type ReadNow = (sql: string, parameters: ReadonlyArray<unknown>) => unknown[] | undefined;

/**
 * Kysely's SQLite driver over Node's built-in `node:sqlite` (see docs/decisions/0001:
 * no native addon to compile against the pinned Node). Statements are cached by text.
 */
export function openNodeSqlite(file: string): SqliteDatabase & { readNow: ReadNow } {
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
  );
  const cache = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = new Statement(db.prepare(sql));
      if (cache.size > 500) cache.delete(cache.keys().next().value as string);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare,
    // The one connection is shared: Kysely queues every query behind the transaction that holds it,
    // through promises. With no transaction open a read cannot see uncommitted rows, and node:sqlite
    // runs it to the end before any other request's code, so it needs no queue (docs/decisions/0074).
    readNow: (sql, parameters) => {
      if (db.isTransaction) return undefined;
      const stmt = prepare(sql);
      return stmt.reader ? stmt.all(parameters) : undefined;
    },
  };
}
