import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { VerificationCodesTable } from '#server/db/schema.ts';

export async function insertCode(db: Executor, code: Insertable<VerificationCodesTable>): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values(code)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Counts a try at a code, conditional on fewer than `maxTries` so far; answers whether it was counted. */
export async function countTry(db: Executor, id: number, maxTries: number): Promise<boolean> {
  const counted = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) === 1;
}

/** Marks a code used, once; answers whether this call did. */
export async function markUsed(db: Executor, id: number, at: string): Promise<boolean> {
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Takes back a code that was refused after it was counted (insert first, then count: a burst cannot pass). */
export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/** The codes of these events sent to an address since an instant: when, and who asked. */
export function sendsTo(db: Executor, email: string, events: readonly string[], since: string) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'created_at', 'requester'])
    .where('email', '=', email)
    .where('event', 'in', events)
    .where('created_at', '>', since)
    .execute();
}

/** How many codes of these events one requester asked for since an instant, to any address. */
export async function sendsBy(db: Executor, requester: string, events: readonly string[], since: string) {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requester', '=', requester)
    .where('event', 'in', events)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether this `attempts` subject of the account module records a login since an instant (read only). */
export async function loggedInSince(db: Executor, scope: string, subject: string, since: string) {
  const row = await db
    .selectFrom('attempts')
    .select('id')
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}
