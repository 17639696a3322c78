import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Web Push and email of buyers' notices (issue 37 item 6, decision 0116): the browsers each buyer subscribed,
// the kinds a buyer turned off per channel, and on each notice when a process took it to send (null: not yet).
// The notices already written count as sent: nobody is pushed the past.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('push_subscriptions');
  await (isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_success_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createTable('delivery_opt_outs')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_opt_outs_pk', ['user_id', 'channel', 'kind'])
    .execute();
  await db.schema.alterTable('notices').addColumn('sent_at', 'varchar(32)').execute();
  await sql`update notices set sent_at = created_at`.execute(db);
  await db.schema
    .createIndex('notices_unsent')
    .on('notices')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}
