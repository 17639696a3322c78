import { createHash } from 'node:crypto';
import pg from 'pg';
import { markFromDatabase } from './unavailable.ts';

// A bulk write carries thousands of parameters and each batch has its own text: a plan kept per batch would only
// fill the connection's memory.
const MAX_PREPARED_PARAMETERS = 100;
// A `*` result changes its columns when a migration adds one, and PostgreSQL then refuses to run the statement
// prepared before ("cached plan must not change result type") in every server still running the old code.
// A column `*` or `"table".*` anywhere in the list (not `count(*)`; `a * b` is left unprepared too, harmlessly).
const STAR_RESULT = /(?:^|[\s,])(?:"\w+"\.)?\*(?=[\s,]|$)/;

// Each text's name, or null when it is not prepared: the server sends a few hundred texts over and over.
const names = new Map<string, string | null>();
const MAX_NAMES = 10_000;

function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = STAR_RESULT.test(text)
      ? null
      : `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 };

/**
 * A pg client that has PostgreSQL parse and plan each parameterised statement once per connection: it is sent
 * named after its text, and pg sends only the name and the values from then on (docs/decisions/0078). The
 * statements Kysely sends are few and fixed in shape, so a connection keeps a few hundred plans at most.
 *
 * It runs in pg's pipeline mode: a statement is sent without waiting for the answer to the one before
 * (`pipelined`), and what is written in one turn of the event loop leaves in one write. A transaction's `begin`
 * is answered at once and sent with the transaction's first statement: nothing can fail between them but the
 * connection, and a `begin` refused closes it, so every statement behind it fails (docs/decisions/0082).
 */
export class PreparingClient extends pg.Client {
  #corked = false;

  constructor(config?: pg.ClientConfig) {
    super({ ...config, pipeline: true } as pg.ClientConfig);
    // A connection that breaks while a request holds it (a restart, a terminated backend) fails that
    // request's statements, and the pool drops it on release (it is no longer queryable). pg also emits
    // 'error' on the client, and pg-pool listens only while the client is idle: without this listener the
    // event would stop the process (issue 35, decision 0088). pg emits it before it fails the statements with
    // the same error, so they are known to come from the database's socket.
    this.on('error', markFromDatabase);
  }

  // pg's `query` has many forms; Kysely uses one, `query(text, values)` answered by a promise.
  // biome-ignore lint/suspicious/noExplicitAny: the same forms as pg.Client's own query
  override query(config: any, values?: any, callback?: any): any {
    this.#writeAtTurnEnd();
    if (config === 'begin' && callback === undefined) {
      super.query('begin').catch((error: Error) => this.connection.stream.destroy(error));
      return Promise.resolve(BEGUN);
    }
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= MAX_PREPARED_PARAMETERS &&
      callback === undefined
    ) {
      const name = nameOf(config);
      if (name !== null) return this.#named(config, values, name);
    }
    return super.query(config, values, callback);
  }

  // A Query made from the text, then named: pg copies a config object property by property at every query.
  #named(text: string, values: unknown[], name: string): Promise<pg.QueryResult> {
    const query = new pg.Query(text, values) as pg.Query & {
      name: string;
      callback: (error: Error | null, result: pg.QueryResult) => void;
    };
    query.name = name;
    return new Promise((resolve, reject) => {
      query.callback = (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result);
      super.query(query);
    });
  }

  #writeAtTurnEnd(): void {
    if (this.#corked) return;
    const stream = this.connection.stream;
    stream.cork();
    this.#corked = true;
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }
}
