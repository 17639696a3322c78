import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { VerificationCodesTable } from '#server/db/schema.ts';

export async function insertCode(db: Executor, code: Insertable<VerificationCodesTable>): Promise<void> {
  await db.insertInto('verification_codes').values(code).execute();
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
