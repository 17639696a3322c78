import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

const SLOT = Symbol('argument');
/** Where a placeholder's value is: the argument, the element of a list, the field of a list's row. */
type Slot = { readonly [SLOT]: readonly [number, number?, string?] };

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A row's fields that are there; Kysely leaves an undefined one out of an insert. */
function fieldsOf(row: Row): string[] {
  const fields = Object.keys(row).filter((field) => row[field] !== undefined);
  for (const field of fields) {
    if (isRow(row[field]) && !ArrayBuffer.isView(row[field]))
      throw new TypeError(`compiledOnce takes values only, and ${field} is an object`);
  }
  return fields;
}

/** What changes a query's text: a list's length and its rows' fields, and whether an optional argument is there. */
const shapeOf = (args: unknown[]) =>
  args
    .map((a) =>
      Array.isArray(a)
        ? `${a.length}${a.map((e) => (isRow(e) ? `(${fieldsOf(e).join()})` : '')).join('')}`
        : a === undefined
          ? 'u'
          : '',
    )
    .join();

const slotOf = (...at: [number, number?, string?]): Slot => ({ [SLOT]: at });

/** A placeholder per argument; a list gets one per element or per field of its rows; an absent argument stays undefined. */
const slotsFor = (args: unknown[]) =>
  args.map((a, i) =>
    Array.isArray(a)
      ? a.map((e, j) =>
          isRow(e)
            ? Object.fromEntries(fieldsOf(e).map((field) => [field, slotOf(i, j, field)]))
            : slotOf(i, j),
        )
      : a === undefined
        ? undefined
        : slotOf(i),
  );

const argumentAt = (slot: Slot, args: unknown[]) => {
  const [i, j, field] = slot[SLOT];
  if (j === undefined) return args[i];
  const element = (args[i] as unknown[])[j];
  return field === undefined ? element : (element as Row)[field];
};

/**
 * A query Kysely builds and compiles once per dialect and shape, then runs with each call's arguments.
 * On a small indexed read, building and compiling cost more than the database (CPU profiles of the API and
 * orders benches, docs/benchmarks.md). It runs on whatever it is given, a transaction included.
 * `build` receives one placeholder per argument and must use each only as a value (`where(col, '=', x)`,
 * a list in `where(col, 'in', xs)`, a list of rows in `values(rows)`), and may test an optional argument
 * for `undefined` only; anything that varies per call — the clock included — must be an argument, not a
 * constant inside. Each length of a list, and each set of fields of its rows, is one more shape.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R> | RawBuilder<R>,
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
      const built = build(db, ...(slotsFor(args) as A));
      query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
      shapes.set(shape, query);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? argumentAt(p, args) : p));
    // Only a read may skip the connection's queue; a write goes through Kysely's, as every write does.
    const rows =
      query.query.kind === 'SelectQueryNode' && (db as Partial<Db>).readNow?.(query.sql, parameters);
    if (rows) return rows as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
