import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The back office's foundation (issue 40, decisions 0118 and 0119): staff accounts apart from buyers, their
// sessions, and an append-only audit log of every staff and `ops` action.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const table = db.schema.createTable(name);
    return isPostgres
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await withId('staff')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(128)')
    .addColumn('totp_secret', 'varchar(200)')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('enrol_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('enrol_expires_at', 'varchar(32)')
    .addColumn('enrolled_at', 'varchar(32)')
    .addColumn('disabled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await withId('staff_sessions')
    .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('address', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id']).execute();
  await withId('audit_log')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['object_type', 'object_id'])
    .execute();
  // Append-only in the database itself, not only in the code: an update or a delete of a row fails.
  if (isPostgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}
