import type { Kysely } from 'kysely';

// A key is bound to the request it was first sent with (its fingerprint), and lives 24 hours;
// the index serves the sweep that deletes older keys. Keys stored before this have no fingerprint.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'varchar(64)').execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
