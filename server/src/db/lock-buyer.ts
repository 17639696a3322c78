import { sql } from 'kysely';
import { compiledOnce } from './compiled-once.ts';
import type { DialectName } from './connect.ts';
import type { Tx } from './executor.ts';

const buyerLocked = compiledOnce(
  (_db, userId: number) => sql`select id from users where id = ${userId} for update`,
);

const buyersLocked = compiledOnce(
  (_db, userIds: number[]) =>
    sql`select id from users where id in (${sql.join(userIds)}) order by id for update`,
);

/**
 * The one lock every money path of a buyer takes first, before anything else in its transaction:
 * payment-code checks, pay, checkout, recharge, withdraw, and with them their idempotency step. One lock
 * in one order means no deadlock between them.
 * SQLite has a single writer (the whole transaction is the lock, taken when it begins, so in every process:
 * db/sqlite-dialect.ts), PostgreSQL locks the buyer's row.
 *
 * FOR UPDATE together with the idempotency step is safe (the paths once disagreed): the
 * idempotency row's foreign key takes a KEY SHARE lock on this same row, and a transaction never waits
 * for its own locks. A deadlock would need a transaction to take KEY SHARE (any insert referencing the
 * buyer) *before* asking for this lock while another holds it; taking this lock first rules that out.
 */
export async function lockBuyer(tx: Tx, dialect: DialectName, userId: number): Promise<void> {
  if (dialect === 'postgres') await buyerLocked(tx, userId);
}

/**
 * Takes the buyer's lock, then `reads` (on the buyer's row, their orders…: what the caller decides on),
 * and answers what `reads` answers. The reads are started as soon as the lock's statement is, without
 * waiting for its answer: on a pipelined transaction (`inTransaction`) they go out with it, and PostgreSQL
 * runs each once the statement before it has finished, so once the lock is held. They are statements of
 * their own, not part of the locking one: under READ COMMITTED a statement sees the database as of its
 * start, so subqueries of a `for update` that waited would miss what the previous holder committed (its
 * unpaid orders, its stored answer, its failed codes).
 */
export async function underBuyerLock<R>(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  reads: (tx: Tx) => Promise<R>,
): Promise<R> {
  const [, answer] = await Promise.all([lockBuyer(tx, dialect, userId), reads(tx)]);
  return answer;
}

/**
 * `underBuyerLock` for several buyers at once (payments sharing a transaction): their locks are taken in
 * ascending id, as the rows are sorted before they are locked, so two such transactions never wait on each
 * other in a circle; one buyer's lock alone is the first part of that order.
 */
export async function underBuyersLock<R>(
  tx: Tx,
  dialect: DialectName,
  userIds: number[],
  reads: (tx: Tx) => Promise<R>,
): Promise<R> {
  const locked = dialect === 'postgres' ? buyersLocked(tx, userIds) : undefined;
  const [, answer] = await Promise.all([locked, reads(tx)]);
  return answer;
}

/** `underBuyerLock` with one read of the buyer's row (`compiledOnce`), answered as that row. */
export async function lockBuyerThenRead<A extends unknown[], R>(
  tx: Tx,
  dialect: DialectName,
  userId: number,
  read: (tx: Tx, ...args: A) => Promise<R[]>,
  ...args: A
): Promise<R> {
  const [row] = await underBuyerLock(tx, dialect, userId, (tx) => read(tx, ...args));
  if (!row) throw new Error(`buyer ${userId} has no row to read under the lock`);
  return row;
}
