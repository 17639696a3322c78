import { type SqlBool, sql } from 'kysely';
import type { Db, DialectName } from '#server/db/connect.ts';
import { type Indexed, rankedIn } from './repo.ts';
import { MAX_QUERY_TERMS, searchTerms } from './terms.ts';

/**
 * Rows of `table` matching every word of `keyword` (each as a prefix), with a relevance where
 * larger is better. Null when the keyword has no words.
 */
export function matching(db: Db, table: Indexed, keyword: string) {
  const query = ftsQuery(db.dialectName, keyword);
  if (!query) return null;
  if (db.dialectName === 'postgres') {
    return sql<{
      match_id: number;
      relevance: number;
    }>`(select id as match_id, ts_rank(search_vector, ${query}::tsquery) as relevance from ${sql.id(table)} where search_vector @@ ${query}::tsquery)`;
  }
  const fts = `${table}_fts`;
  return sql<{
    match_id: number;
    relevance: number;
  }>`(select rowid as match_id, -bm25(${sql.id(fts)}) as relevance from ${sql.id(fts)} where ${sql.id(fts)} match ${query})`;
}

/**
 * The condition "this row of `table` matches every word of `keyword`", to put among a list's other
 * filters so that the database applies them and the sort together with the full-text match. Null
 * when the keyword has no words. With `walk`, SQLite walks the sort's index and looks each row up in
 * the matches (cheap when they are many: the page is found after a few hundred rows) instead of
 * reading the matches first and sorting them (cheap when they are few); PostgreSQL judges that from
 * its own statistics of the words.
 */
export function matchFilter(db: Db, table: Indexed, keyword: string, walk = false) {
  const query = ftsQuery(db.dialectName, keyword);
  if (!query) return null;
  if (db.dialectName === 'postgres')
    return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ ${query}::tsquery`;
  const fts = sql.id(`${table}_fts`);
  // SQLite reads the matches once into a temporary index either way; a unary plus on the id keeps it
  // from driving the query from them, so it walks the sort's index instead.
  const id = walk ? sql`+${sql.ref(`${table}.id`)}` : sql.ref(`${table}.id`);
  return sql<SqlBool>`${id} in (select rowid from ${fts} where ${fts} match ${query})`;
}

/**
 * How many rows of `table` match `keyword`, counted in the full-text index alone (it holds only the
 * rows a search may show: a product off sale is taken out; on PostgreSQL, products in their narrow
 * `products_words`) and only up to `cap`.
 */
export async function countMatches(db: Db, table: Indexed, keyword: string, cap: number): Promise<number> {
  const query = ftsQuery(db.dialectName, keyword);
  if (!query) return 0;
  const found =
    db.dialectName === 'postgres'
      ? sql<{
          n: number;
        }>`select count(*) as n from (select 1 from ${sql.id(rankedIn(table))} where search_vector @@ ${query}::tsquery limit ${cap}) as capped`
      : sql<{
          n: number;
        }>`select count(*) as n from (select rowid from ${sql.id(`${table}_fts`)} where ${sql.id(`${table}_fts`)} match ${query} limit ${cap})`;
  const { rows } = await found.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The relevance of a row of `table` that `matchFilter` kept, larger is better. */
export function relevance(db: Db, table: Indexed, keyword: string) {
  const query = ftsQuery(db.dialectName, keyword) ?? '';
  if (db.dialectName === 'postgres') {
    return sql<number>`ts_rank(${sql.ref(`${table}.search_vector`)}, ${query}::tsquery)`;
  }
  const fts = sql.id(`${table}_fts`);
  return sql<number>`(select -bm25(${fts}) from ${fts} where ${fts} match ${query} and rowid = ${sql.ref(`${table}.id`)})`;
}

function ftsQuery(dialect: DialectName, keyword: string): string | null {
  const terms = searchTerms(keyword).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return null;
  return dialect === 'postgres'
    ? terms.map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ')
    : terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
}

/**
 * The fast path of a plain keyword search (no other filter, relevance order): count and rank inside
 * the full-text index alone (on PostgreSQL the narrow `products_words`, decision 0073), then read
 * only the page's rows. The index holds products on sale.
 */
export async function rankedMatches(db: Db, table: Indexed, keyword: string, limit: number, offset: number) {
  const query = ftsQuery(db.dialectName, keyword);
  if (!query) return { ids: [], total: 0 };
  if (db.dialectName === 'postgres') {
    const words = sql.id(rankedIn(table));
    const [count, page] = await Promise.all([
      sql<{
        n: number;
      }>`select count(*) as n from ${words} where search_vector @@ ${query}::tsquery`.execute(db),
      sql<{
        id: number;
      }>`select id from ${words} where search_vector @@ ${query}::tsquery order by ts_rank(search_vector, ${query}::tsquery) desc, id desc limit ${limit} offset ${offset}`.execute(
        db,
      ),
    ]);
    return { ids: page.rows.map((r) => Number(r.id)), total: Number(count.rows[0]?.n ?? 0) };
  }
  const fts = sql.id(`${table}_fts`);
  const count = await sql<{
    n: number;
  }>`select count(*) as n from ${fts} where ${fts} match ${query}`.execute(db);
  const page = await sql<{
    id: number;
  }>`select rowid as id from ${fts} where ${fts} match ${query} order by rank, rowid desc limit ${limit} offset ${offset}`.execute(
    db,
  );
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(count.rows[0]?.n ?? 0) };
}
