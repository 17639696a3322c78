import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Full-text search over product and shop names (same words on both dialects: the server segments
// text with Intl.Segmenter, so CJK and Thai names are split into words before indexing), and
// thumbnails beside the large product pictures.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of ['products', 'merchants']) {
      await db.schema.alterTable(table).addColumn('search_vector', sql`tsvector`).execute();
      await sql`create index ${sql.id(`${table}_search`)} on ${sql.id(table)} using gin (search_vector)`.execute(
        db,
      );
    }
  } else {
    for (const table of ['products_fts', 'merchants_fts']) {
      // Marks (M*) stay inside words: Thai vowel signs and Arabic diacritics are marks.
      await sql`create virtual table ${sql.id(table)} using fts5(terms, tokenize = "unicode61 remove_diacritics 0 categories 'L* N* M* Co'")`.execute(
        db,
      );
    }
  }
  await db.schema.alterTable('product_images').addColumn('thumb_path', 'varchar(255)').execute();
}
