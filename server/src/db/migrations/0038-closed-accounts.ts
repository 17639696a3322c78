import type { Kysely } from 'kysely';

// A buyer may close their account (issue 41 item 6, decision 0124): the row stays, for the ledger and
// the orders that name it, with its personal data erased and this mark, which keeps the account from
// logging in again and shows its reviews as a former buyer's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closed_at', 'varchar(32)').execute();
}
