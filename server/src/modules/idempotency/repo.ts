import type { Insertable } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';
import type { IdempotencyKeysTable } from '#server/db/schema.ts';

type KeyOf = { userId: number; scope: string; key: string };

type Answer = KeyOf & { fingerprint: string; response: string };

const answersStored = compiledOnce((db, rows: Insertable<IdempotencyKeysTable>[]) =>
  db
    .insertInto('idempotency_keys')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'scope', 'key']).doUpdateSet((eb) => ({
        fingerprint: eb.ref('excluded.fingerprint'),
        response: eb.ref('excluded.response'),
        created_at: eb.ref('excluded.created_at'),
      })),
    ),
);

/**
 * Stores finished requests' answers under their keys, in one statement. A row still there for a key is an
 * expired one (the caller, under the buyer's lock, found no live row), so it is replaced.
 */
export async function storeAnswers(db: Executor, answers: Answer[], at: string): Promise<void> {
  if (answers.length === 0) return;
  await answersStored(
    db,
    answers.map((a) => ({
      user_id: a.userId,
      scope: a.scope,
      key: a.key,
      fingerprint: a.fingerprint,
      response: a.response,
      created_at: at,
    })),
  );
}

const liveKeysRead = compiledOnce((db, userIds: number[], scope: string, keys: string[], since: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['user_id', 'key', 'fingerprint', 'response'])
    .where('user_id', 'in', userIds)
    .where('scope', '=', scope)
    .where('key', 'in', keys)
    .where('created_at', '>=', since),
);

/** The live rows of these buyers' keys on one route, stored at `since` or later (a few more pairs than asked may come back). */
export function liveKeys(db: Executor, userIds: number[], scope: string, keys: string[], since: string) {
  return liveKeysRead(db, userIds, scope, keys, since);
}

export async function deleteKeysBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
