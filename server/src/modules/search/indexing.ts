import type { DialectName } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { dropTerms, type Indexed, writeManyTerms, writeTerms } from './repo.ts';
import { searchTerms } from './terms.ts';

/**
 * The search index of products and shops (their `search_vector` on PostgreSQL, `<table>_fts` on
 * SQLite) is the search module's; the tables' owners ask it here, in the same transaction as the
 * name change.
 */
export async function indexText(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  id: number,
  text: string,
): Promise<void> {
  await writeTerms(dialect, executor, table, id, searchTerms(text));
}

/** Takes a row out of search (a product off sale); `indexText` puts it back. */
export async function unindex(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  id: number,
): Promise<void> {
  await dropTerms(dialect, executor, table, id);
}

/** Many new rows' words at once (a bulk import), in the caller's transaction. */
export async function indexMany(
  dialect: DialectName,
  executor: Executor,
  table: Indexed,
  rows: { id: number; text: string }[],
): Promise<void> {
  await writeManyTerms(
    dialect,
    executor,
    table,
    rows.map((r) => ({ id: r.id, terms: searchTerms(r.text) })),
  );
}
