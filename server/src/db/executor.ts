import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The database, or a transaction on it: what a repository function runs its statements on. */
export type Executor = Kysely<Database> | Transaction<Database>;
