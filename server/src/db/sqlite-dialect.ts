import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Every transaction takes SQLite's write lock when it begins (`begin immediate`), not at its first write.
 * One process has one connection, and Kysely's queue already lets one transaction run at a time. Several
 * processes on one file (WEB_CONCURRENCY on SQLite) each have their own: a transaction that read first and
 * met another process's commit before its first write would fail (SQLITE_BUSY, a stale snapshot, no wait)
 * and the buyer would be told something went wrong. Begun immediate, it waits (busy_timeout) for the other
 * to commit, then reads what that one wrote.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  // SQLite rolls a transaction back by itself on a full disk, an I/O error or a lost lock (SQLITE_FULL,
  // SQLITE_IOERR, SQLITE_BUSY): Kysely's rollback then finds none, and its error would hide the real one,
  // which tells the buyer to try again in a moment (503, decision 0088).
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('no transaction is active'))) throw error;
    }
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
