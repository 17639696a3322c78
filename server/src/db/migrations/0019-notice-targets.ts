import type { Kysely } from 'kysely';

// What a buyer's notice is about, so the app opens its screen when it is tapped (decision 0095): the thing's
// kind and id, and the order it belongs to when it belongs to one. Announcements leave them null.
// One column per statement: SQLite adds a single column per ALTER TABLE.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('target_kind', 'varchar(16)').execute();
  await db.schema.alterTable('notices').addColumn('target_id', 'bigint').execute();
  await db.schema.alterTable('notices').addColumn('target_order_id', 'bigint').execute();
}
