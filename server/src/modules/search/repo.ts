import { sql } from 'kysely';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';

export type Indexed = 'products' | 'merchants';

/** Writes the searchable words of one row, in the caller's transaction. */
export async function writeTerms(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  id: number,
  terms: string[],
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`update ${sql.id(table)} set search_vector = array_to_tsvector(${terms}::text[]) where id = ${id}`.execute(
      executor,
    );
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
    return;
  }
  await sql`delete from ${sql.id(`${table}_fts`)} where rowid = ${id}`.execute(executor);
}

/** Many rows' words in one statement, in the caller's transaction. */
export async function writeManyTerms(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  rows: { id: number; terms: string[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialect === 'postgres') {
    await sql`update ${sql.id(table)} set search_vector = array_to_tsvector(string_to_array(t.terms, ' ')) from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.terms.join(' '))}::text[]) as t(id, terms) where ${sql.id(table)}.id = t.id`.execute(
      executor,
    );
    return;
  }
  const values = sql.join(rows.map((r) => sql`(${r.id}, ${r.terms.join(' ')})`));
  await sql`insert into ${sql.id(`${table}_fts`)} (rowid, terms) values ${values}`.execute(executor);
}
