import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

const SLOT = Symbol('argument');
type Slot = { readonly [SLOT]: readonly [number, number?] };

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/** What changes a query's text: a list's length, and whether an optional argument is there. */
const shapeOf = (args: unknown[]) =>
  args.map((a) => (Array.isArray(a) ? a.length : a === undefined ? 'u' : '')).join();

/** A placeholder per argument; a list gets one per element, an absent argument stays undefined. */
const slotsFor = (args: unknown[]) =>
  args.map((a, i) =>
    Array.isArray(a)
      ? a.map((_, j): Slot => ({ [SLOT]: [i, j] }))
      : a === undefined
        ? undefined
        : ({ [SLOT]: [i] } satisfies Slot),
  );

const argumentAt = (slot: Slot, args: unknown[]) => {
  const [i, j] = slot[SLOT];
  return j === undefined ? args[i] : (args[i] as unknown[])[j];
};

/**
 * A query Kysely builds and compiles once per dialect and shape, then runs with each call's arguments.
 * On a small indexed read, building and compiling cost more than the database (CPU profiles of the API and
 * orders benches, docs/benchmarks.md). It runs on whatever it is given, a transaction included.
 * `build` receives one placeholder per argument and must use each only as a value (`where(col, '=', x)`,
 * a list in `where(col, 'in', xs)`), and may test an optional argument for `undefined` only; anything
 * that varies per call — the clock included — must be an argument, not a constant inside. Each length of
 * a list is one more shape, compiled once.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  // A transaction is a Kysely of its own but compiles as its database does: keyed by the dialect's adapter.
  const compiled = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let shapes = compiled.get(adapter);
    if (!shapes) {
      shapes = new Map();
      compiled.set(adapter, shapes);
    }
    const shape = shapeOf(args);
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, ...(slotsFor(args) as A)).compile();
      shapes.set(shape, query);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? argumentAt(p, args) : p));
    const rows = (db as Partial<Db>).readNow?.(query.sql, parameters);
    if (rows) return rows as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
