import { type Kysely, PostgresAdapter } from 'kysely';

// An append-only record of what was done to accounts' security (issue 41 item 7): who, what, when, from where,
// never a secret. Rows older than SECURITY_LOG_DAYS are swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('security_events');
  await (isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('account', 'varchar(64)')
    .addColumn('address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('security_events_at').on('security_events').columns(['at']).execute();
  await db.schema
    .createIndex('security_events_user')
    .on('security_events')
    .columns(['user_id', 'at'])
    .execute();
}
