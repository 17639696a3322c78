import type { Kysely } from 'kysely';

// Security › Devices (issue 41 item 3): each session knows the device and address it was opened from and when it
// was last used (renewed at most once a minute). One column per statement: SQLite adds one at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('device', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('address', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
}
