import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The database, or a transaction on it: what a repository function runs its statements on. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A transaction on the database: what a step that must run inside its caller's transaction takes. */
export type Tx = Transaction<Database>;
