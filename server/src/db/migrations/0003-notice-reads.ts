import type { Kysely } from 'kysely';

// A platform notice is shared by every buyer of a language; who has read it is kept apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'bigint', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'user_id'])
    .execute();
}
