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

const misused = () => {
  throw new TypeError(
    'compiledOnce: a placeholder was compared, added to or turned into text inside build; it may only be a value of the query',
  );
};

// A placeholder that is read as a number or text (`x > 0`, `${x}`, `x + 1`) throws at the first build, rather
// than freezing that build's answer into every later call.
const slotOf = (...at: [number, number?, string?]): Slot =>
  Object.freeze({ [SLOT]: at, valueOf: misused, toString: misused, [Symbol.toPrimitive]: misused });

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
type Built = { build: (db: Kysely<Database>, ...args: never[]) => Compilable<unknown> | RawBuilder<unknown> };
type Compiled = Built & { slots: unknown[]; query: CompiledQuery<unknown> };
/** Every shape compiled so far, per dialect's adapter: what `differingOnRebuild` builds again. */
const compiledShapes = new WeakMap<object, Compiled[]>();

const compile = (db: Kysely<Database>, built: Compilable<unknown> | RawBuilder<unknown>) =>
  'isRawBuilder' in built ? built.compile(db) : built.compile();

const sameParameter = (a: unknown, b: unknown) =>
  isSlot(a) && isSlot(b) ? a[SLOT].join() === b[SLOT].join() : JSON.stringify(a) === JSON.stringify(b);

/**
 * Builds every shape compiled so far on `db`'s dialect once more and answers those whose SQL or constants came out
 * different: a build that reads the clock, a setting or any state of its own instead of an argument, whose first
 * answer every later call would have reused. For tests, after the app has run its queries.
 */
export function differingOnRebuild(db: Kysely<Database>): string[] {
  return (compiledShapes.get(db.getExecutor().adapter) ?? []).flatMap(({ build, slots, query }) => {
    const again = compile(db, build(db, ...(slots as never[])));
    const same =
      again.sql === query.sql &&
      again.parameters.length === query.parameters.length &&
      again.parameters.every((p, i) => sameParameter(p, query.parameters[i]));
    return same
      ? []
      : [
          `${query.sql}\n  first ${JSON.stringify(query.parameters)}\n  again ${JSON.stringify(again.parameters)}`,
        ];
  });
}

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
      const slots = slotsFor(args);
      query = compile(db, build(db, ...(slots as A))) as CompiledQuery<R>;
      shapes.set(shape, query);
      const kept = compiledShapes.get(adapter) ?? [];
      kept.push({ build: build as unknown as Built['build'], slots, query });
      compiledShapes.set(adapter, kept);
    }
    const parameters = query.parameters.map((p) => (isSlot(p) ? argumentAt(p, args) : p));
    // Only a read may skip the connection's queue; a write goes through Kysely's, as every write does.
    const rows =
      query.query.kind === 'SelectQueryNode' && (db as Partial<Db>).readNow?.(query.sql, parameters);
    if (rows) return rows as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
