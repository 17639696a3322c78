import { sql } from 'kysely';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';

export type Indexed = 'products' | 'merchants';

/**
 * Where PostgreSQL counts and ranks a plain search of `table`: products' words are kept a second time
 * in the narrow `products_words` (id, words; products on sale only), small enough to stay in
 * memory, where reading each match from the wide products table did not (decision 0073). Lists with
 * other filters still match on `products.search_vector`, beside the columns they filter and sort on.
 */
export const rankedIn = (table: Indexed) => (table === 'products' ? 'products_words' : table);

/** Writes the searchable words of one row, in the caller's transaction. */
export async function writeTerms(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  id: number,
  terms: string[],
): Promise<void> {
  if (dialect === 'postgres') {
    await writeManyTerms(dialect, executor, table, [{ id, terms }]);
    return;
  }
  const fts = `${table}_fts`;
  await sql`delete from ${sql.id(fts)} where rowid = ${id}`.execute(executor);
  await sql`insert into ${sql.id(fts)} (rowid, terms) values (${id}, ${terms.join(' ')})`.execute(executor);
}

/** Takes a row out of search; `writeTerms` puts it back. */
export async function dropTerms(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  id: number,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`update ${sql.id(table)} set search_vector = null where id = ${id}`.execute(executor);
    if (rankedIn(table) !== table)
      await sql`delete from ${sql.id(rankedIn(table))} where id = ${id}`.execute(executor);
    return;
  }
  await sql`delete from ${sql.id(`${table}_fts`)} where rowid = ${id}`.execute(executor);
}

/**
 * Many rows' words in one statement per table, in the caller's transaction: on PostgreSQL any row's
 * old words are replaced, on SQLite the rows are new (a bulk import).
 */
export async function writeManyTerms(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  rows: { id: number; terms: string[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialect === 'postgres') {
    const given = sql`unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.terms.join(' '))}::text[]) as t(id, terms)`;
    const vector = sql`array_to_tsvector(string_to_array(t.terms, ' '))`;
    await sql`update ${sql.id(table)} set search_vector = ${vector} from ${given} where ${sql.id(table)}.id = t.id`.execute(
      executor,
    );
    if (rankedIn(table) !== table) {
      await sql`insert into ${sql.id(rankedIn(table))} (id, search_vector) select t.id, ${vector} from ${given} on conflict (id) do update set search_vector = excluded.search_vector`.execute(
        executor,
      );
    }
    return;
  }
  const values = sql.join(rows.map((r) => sql`(${r.id}, ${r.terms.join(' ')})`));
  await sql`insert into ${sql.id(`${table}_fts`)} (rowid, terms) values ${values}`.execute(executor);
}
