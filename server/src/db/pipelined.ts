import {
  CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  type KyselyProps,
  type QueryExecutor,
  Transaction,
} from 'kysely';
import type { Db } from './connect.ts';
import type { Executor, Tx } from './executor.ts';
import type { Database } from './schema.ts';

// Only queries run on the view; Kysely reads these when it starts a transaction or a connection, which a
// Transaction refuses anyway.
const UNUSED = {} as KyselyProps['driver'] & KyselyProps['dialect'];

function viewOn(executor: QueryExecutor, connection: DatabaseConnection): Tx {
  const direct: ConnectionProvider = { provideConnection: (consume) => consume(connection) };
  return new Transaction<Database>({
    config: { dialect: UNUSED },
    driver: UNUSED,
    dialect: UNUSED,
    executor: executor.withConnectionProvider(direct),
  });
}

/**
 * Runs `work` on one connection of `db` (its transaction's, or one taken from the pool for the while) through a
 * view whose statements are not queued behind each other's answers, as Kysely queues a transaction's. Statements
 * started together (`Promise.all`) are sent back to back in the order they were started, and PostgreSQL answers
 * them in that order (pg's pipeline mode, `PreparingClient`): one round trip for the lot, each still a statement
 * of its own with its own snapshot, so a read sent behind a lock runs once the lock is held. A statement that
 * fails makes the rest of its transaction fail too. SQLite runs them one after the other (docs/decisions/0082).
 */
export async function pipelined<R>(db: Executor, work: (tx: Tx) => Promise<R>): Promise<R> {
  const executor = db.getExecutor();
  return executor.provideConnection((connection) => work(viewOn(executor, connection)));
}

/** What runs once a transaction's commit is sent: on `on`, with the commit's outcome to wait for. */
export type BehindCommit = (on: Executor, committed: Promise<unknown>) => Promise<void>;

/**
 * `work` in a transaction on `db`, through the pipelined view of `pipelined`. With `behindCommit`, on
 * PostgreSQL, its statements go out on the same connection right behind the commit, in the same write, and
 * are answered with it: no second round trip, no wait for a pooled connection (docs/decisions/0083). On
 * SQLite it runs on `db` once the commit is done.
 */
export async function inTransaction<R>(
  db: Db,
  work: (tx: Tx) => Promise<R>,
  behindCommit?: BehindCommit,
): Promise<R> {
  if (!behindCommit || db.dialectName !== 'postgres') {
    const result = await db.transaction().execute((tx) => pipelined(tx, work));
    await behindCommit?.(db, Promise.resolve());
    return result;
  }
  const executor = db.getExecutor();
  return executor.provideConnection(async (connection) => {
    const run = (text: string) => connection.executeQuery(CompiledQuery.raw(text));
    const view = viewOn(executor, connection);
    await run('begin');
    let result: R;
    try {
      result = await work(view);
    } catch (error) {
      await run('rollback');
      throw error;
    }
    await behindCommit(view, run('commit'));
    return result;
  });
}
