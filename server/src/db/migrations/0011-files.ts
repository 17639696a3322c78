import { type Kysely, PostgresAdapter } from 'kysely';

// FILE_STORE=database: uploads and drawn media kept in the database, so every server
// process and machine on it serves them. The path is the URL (/uploads/…, /media/…), never reused.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('files')
    .addColumn('path', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
