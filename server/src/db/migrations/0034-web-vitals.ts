import { type Kysely, PostgresAdapter } from 'kysely';

// Buyers' real page speed (issue 42 item 3): one row per measure of a page load, by route template, language and
// connection type; nothing that names the buyer. Rows older than VITALS_DAYS are swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('web_vitals');
  await (isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('route', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', isPostgres ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('connection', 'varchar(16)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_vitals_at').on('web_vitals').columns(['at']).execute();
}
