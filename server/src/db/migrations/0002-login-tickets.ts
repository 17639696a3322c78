import type { Kysely } from 'kysely';

// Used startup-login tickets (a ticket works once), and disabling an account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_tickets')
    .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('used_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(32)').execute();
}
