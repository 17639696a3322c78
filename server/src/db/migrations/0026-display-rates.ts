import type { Kysely } from 'kysely';

// Prices in the buyer's currency (issue 36 item 2): the operator's rates, each with when it was set and where it
// came from; the currency a buyer chose to see (null: his language's); and on an order the rate shown at
// checkout. Rates are decimal strings: only shown, never used to charge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('display_rates')
    .addColumn('currency', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('per_usd', 'varchar(24)', (c) => c.notNull())
    .addColumn('set_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('display_currency', 'varchar(3)').execute();
  await db.schema.alterTable('orders').addColumn('display_currency', 'varchar(3)').execute();
  await db.schema.alterTable('orders').addColumn('display_rate', 'varchar(24)').execute();
  await db.schema.alterTable('orders').addColumn('display_rate_set_at', 'varchar(32)').execute();
}
