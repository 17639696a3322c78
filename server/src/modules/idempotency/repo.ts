import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';

type KeyOf = { userId: number; scope: string; key: string };

const answerStored = compiledOnce(
  (db, userId: number, scope: string, key: string, fingerprint: string, response: string, at: string) =>
    db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, scope, key, fingerprint, response, created_at: at })
      .onConflict((oc) =>
        oc.columns(['user_id', 'scope', 'key']).doUpdateSet({ fingerprint, response, created_at: at }),
      ),
);

/**
 * Stores a finished request's answer under its key. A row still there for the key is an expired one
 * (the caller, under the buyer's lock, found no live row), so it is replaced.
 */
export async function storeAnswer(
  db: Executor,
  { userId, scope, key }: KeyOf,
  fingerprint: string,
  response: string,
  at: string,
): Promise<void> {
  await answerStored(db, userId, scope, key, fingerprint, response, at);
}

export async function deleteKeysBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
