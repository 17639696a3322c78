import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Tx = Transaction<Database>;

/**
 * Runs `work` once per (user, scope, key) inside the caller's transaction. The key's row is
 * written first: a second request with the same key waits for the first to commit (PostgreSQL's
 * primary key; SQLite's single writer), then answers the stored result instead of working again.
 * If the first rolled back, its row is gone and the second does the work.
 */
export async function once<T>(
  tx: Tx,
  userId: number,
  scope: string,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const claimed = await tx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, scope, key, response: null, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
    const stored = await tx
      .selectFrom('idempotency_keys')
      .select('response')
      .where('user_id', '=', userId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return JSON.parse(stored.response ?? 'null') as T;
  }
  const result = await work();
  await tx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result) })
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  return result;
}

/** The stored answer of a key already used, for steps that must not run again before `once`. */
export async function storedResult<T>(
  db: Kysely<Database>,
  userId: number,
  scope: string,
  key: string,
): Promise<T | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.response ? (JSON.parse(row.response) as T) : undefined;
}
