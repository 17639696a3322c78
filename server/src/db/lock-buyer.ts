import { sql, type Transaction } from 'kysely';
import type { DialectName } from './connect.ts';
import type { Database } from './schema.ts';

/**
 * The one lock every money path of a buyer takes first, before anything else in its transaction:
 * payment-code checks, pay, checkout, withdraw. One lock in one order means no deadlock between them.
 * SQLite has a single writer (the whole transaction is the lock), PostgreSQL locks the buyer's row.
 */
export async function lockBuyer(
  tx: Transaction<Database>,
  dialect: DialectName,
  userId: number,
): Promise<void> {
  if (dialect === 'postgres') await sql`select id from users where id = ${userId} for update`.execute(tx);
}
