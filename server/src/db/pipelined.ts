import { type ConnectionProvider, type KyselyProps, Transaction } from 'kysely';
import type { Db } from './connect.ts';
import type { Executor, Tx } from './executor.ts';
import type { Database } from './schema.ts';

// Only queries run on the view; Kysely reads these when it starts a transaction or a connection, which a
// Transaction refuses anyway.
const UNUSED = {} as KyselyProps['driver'] & KyselyProps['dialect'];

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
  return executor.provideConnection((connection) => {
    const direct: ConnectionProvider = { provideConnection: (consume) => consume(connection) };
    const view = new Transaction<Database>({
      config: { dialect: UNUSED },
      driver: UNUSED,
      dialect: UNUSED,
      executor: executor.withConnectionProvider(direct),
    });
    return work(view);
  });
}

/** `work` in a transaction on `db`, through the pipelined view of `pipelined`. */
export function inTransaction<R>(db: Db, work: (tx: Tx) => Promise<R>): Promise<R> {
  return db.transaction().execute((tx) => pipelined(tx, work));
}
