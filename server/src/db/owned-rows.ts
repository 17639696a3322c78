import type { Kysely } from 'kysely';
import type { Executor } from './executor.ts';
import type { Database } from './schema.ts';

/** How many rows a personal-data read takes at a time: a buyer with years of orders is read in pages, never at once. */
export const OWNED_PAGE = 500;

/** Every row `read` answers, a page at a time by ascending id (keyset: each page starts after the last id). */
async function* pagedById<T extends { id: unknown }>(
  read: (afterId: number, limit: number) => Promise<T[]>,
  pageSize = OWNED_PAGE,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await read(after, pageSize);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = Number(last.id);
  }
}

/** The tables with an id and the buyer's `user_id` on each row. */
export type OwnedTable = {
  [K in keyof Database]: Database[K] extends { id: unknown; user_id: number } ? K : never;
}[keyof Database];

/** Rows of another table hung under each owned row (an order's items, a consultation's replies). */
export type OwnedChildren = { table: keyof Database; key: string; as: string };

// biome-ignore lint/suspicious/noExplicitAny: the table is one of a union Kysely cannot select from generically
const untypedOf = (db: Executor) => db as unknown as Kysely<any>;

/**
 * Every row of a buyer in one of the tables a module owns, all its columns but `omit`, in pages; with
 * `children`, each row carries the rows of that table pointing at it. Called only from the owning module (its
 * personal-data reader), which knows which columns are secrets.
 */
export function ownedRows(
  db: Executor,
  table: OwnedTable,
  userId: number,
  { omit = [], children }: { omit?: readonly string[]; children?: OwnedChildren } = {},
): AsyncGenerator<Record<string, unknown>> {
  const untyped = untypedOf(db);
  return pagedById(async (after, limit) => {
    const rows: Record<string, unknown>[] = await untyped
      .selectFrom(table)
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    const kept = rows.map((row) => withoutColumns(row, omit));
    if (!children || rows.length === 0) return kept as { id: unknown }[];
    const hung: Record<string, unknown>[] = await untyped
      .selectFrom(children.table)
      .selectAll()
      .where(
        children.key,
        'in',
        rows.map((row) => Number(row.id)),
      )
      .orderBy('id')
      .execute();
    return kept.map((row) => ({
      ...row,
      [children.as]: hung.filter((child) => Number(child[children.key]) === Number(row.id)),
    })) as { id: unknown }[];
  }) as AsyncGenerator<Record<string, unknown>>;
}

function withoutColumns(row: Record<string, unknown>, omit: readonly string[]): Record<string, unknown> {
  if (omit.length === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column)));
}
