import { type Kysely, PostgresAdapter, sql } from 'kysely';

// PostgreSQL: the shared catalogue version becomes a sequence. Taking its next value locks no row and
// writes no commit of its own, so an order sends it behind its own commit on the same connection (decision
// 0083). It goes on from the table's value, which servers still on the old code keep bumping until they are
// replaced (their answers are then at most PUBLIC_CACHE_TTL_MS old). SQLite keeps the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create sequence catalogue_version_seq`.execute(db);
  await sql`select setval('catalogue_version_seq', (select version + 1 from catalogue_version where id = 1))`.execute(
    db,
  );
}
