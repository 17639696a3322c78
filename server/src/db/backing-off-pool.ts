import pg from 'pg';
import { DatabaseUnavailable, isDatabaseUnavailable, markFromDatabase } from './unavailable.ts';

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2_000;

/**
 * A pg pool that stops asking for new connections for a while after one could not be opened: while the
 * database restarts, each request is answered at once (503, `DatabaseUnavailable`) instead of each opening a
 * socket of its own; the wait doubles from 0.1 s to 2 s, and the first connection that opens ends it, so
 * service comes back within about 2 s of the database (decision 0088).
 */
export class BackingOffPool extends pg.Pool {
  #backoffMs = 0;
  #closedUntil = 0;

  /** How long new connections are not tried; 0 when the database is thought to answer. */
  get closedForMs(): number {
    return Math.max(0, this.#closedUntil - Date.now());
  }

  // pg's `connect` has a callback form too; Kysely uses the promise.
  // biome-ignore lint/suspicious/noExplicitAny: the same forms as pg.Pool's own connect
  override connect(callback?: any): any {
    if (callback) return super.connect(callback);
    const closedFor = this.closedForMs;
    if (closedFor > 0) return Promise.reject(new DatabaseUnavailable(closedFor));
    return super.connect().then(
      (client) => {
        this.#backoffMs = 0;
        return client;
      },
      (error: unknown) => {
        if (isDatabaseUnavailable(markFromDatabase(error))) {
          this.#backoffMs = Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 || FIRST_BACKOFF_MS);
          this.#closedUntil = Date.now() + this.#backoffMs;
        }
        throw error;
      },
    );
  }
}
