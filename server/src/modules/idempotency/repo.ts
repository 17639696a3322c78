import type { Executor } from '#server/db/executor.ts';

type KeyOf = { userId: number; scope: string; key: string };

/** Removes the key when it was created before `before` (expired, so free again). */
export async function dropExpiredKey(
  db: Executor,
  { userId, scope, key }: KeyOf,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '<', before)
    .execute();
}

/** Claims the key with no answer yet; answers false when it was claimed before. */
export async function claimKey(db: Executor, { userId, scope, key }: KeyOf, fingerprint: string, at: string) {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, scope, key, fingerprint, response: null, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function storeAnswer(
  db: Executor,
  { userId, scope, key }: KeyOf,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

export async function deleteKeysBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
