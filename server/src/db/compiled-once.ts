import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

const SLOT = Symbol('argument');
type Slot = { readonly [SLOT]: number };

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/**
 * A query Kysely builds and compiles once per database handle, then runs with each call's arguments.
 * On a small indexed read, building and compiling cost more than the database (CPU profiles of the API bench, docs/benchmarks.md).
 * `build` receives one placeholder per argument and must use each only as a value (`where(col, '=', x)`);
 * anything that varies per call — the clock included — must be an argument, not a constant inside.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      const slots = args.map((_, i): Slot => ({ [SLOT]: i }));
      query = build(db, ...(slots as A)).compile();
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? args[p[SLOT]] : p));
    const rows = (db as Partial<Db>).readNow?.(query.sql, parameters);
    if (rows) return rows as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
