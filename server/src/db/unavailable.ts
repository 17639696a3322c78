// The failures that say the database cannot serve right now, not that a statement is wrong: the caller is
// answered 503 with Retry-After and may try again (decision 0088).

// PostgreSQL's SQLSTATE classes and codes: 08 connection exception; 57P01–57P03 the server shutting down,
// restarting or not yet accepting connections; 53300 too many connections.
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// A socket that could not be opened or died under a query: the database's only (markFromDatabase), not the
// mail server's or Redis's, whose failure says nothing about whether a database write may be tried again.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg and pg-pool throw when a connection ends, is broken, or cannot be had in time; they carry no code.
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];
// SQLite's primary result codes: SQLITE_BUSY (the file's lock held past the busy timeout), SQLITE_IOERR,
// SQLITE_FULL (the disk). Each fails the statement and rolls its transaction back, nothing half-written.
const SQLITE_UNAVAILABLE = new Set([5, 10, 13]);

const fromDatabase = new WeakSet<object>();

/** Marks an error raised by the database's connection (pool.connect, a client's socket); answers it. */
export function markFromDatabase<T>(error: T): T {
  if (typeof error === 'object' && error !== null) fromDatabase.add(error);
  return error;
}

/** Thrown while the database is known to be down and a new connection is not tried yet. */
export class DatabaseUnavailable extends Error {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super('the database is not answering');
    this.retryAfterMs = retryAfterMs;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof errcode === 'number' && code === 'ERR_SQLITE_ERROR')
    return SQLITE_UNAVAILABLE.has(errcode & 0xff);
  if (typeof code === 'string') {
    if (code.startsWith('08') || PG_UNAVAILABLE_CODES.has(code)) return true;
    if (SOCKET_CODES.has(code) && fromDatabase.has(error)) return true;
  }
  if (PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // AggregateError (a host with several addresses, all refused) and errors pg wraps keep the cause.
  const inner = (error as { errors?: unknown[] }).errors?.[0] ?? (error as { cause?: unknown }).cause;
  return inner !== undefined && inner !== error && isDatabaseUnavailable(inner);
}
