import { type Kysely, PostgresAdapter, sql } from 'kysely';

// PostgreSQL: the words of the products on sale a second time, in a narrow table of their own, where a
// plain keyword search counts and ranks its matches without reading the wide product rows (decision
// 0073). SQLite's products_fts (migration 0004) is already such a table.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table products_words (id bigint primary key, search_vector tsvector not null)`.execute(db);
  await sql`insert into products_words (id, search_vector) select id, search_vector from products where search_vector is not null`.execute(
    db,
  );
  await sql`create index products_words_gin on products_words using gin (search_vector)`.execute(db);
  await sql`analyze products_words`.execute(db);
}
