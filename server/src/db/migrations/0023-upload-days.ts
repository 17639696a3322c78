import type { Kysely } from 'kysely';

// A buyer's uploads per day (UTC), counted in the database so that every server process counts them
// together; a row per buyer and day, raised by one conditional upsert (uploads/repo.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_days')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('uploads', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_days_pk', ['user_id', 'day'])
    .execute();
}
