import { UPLOAD_PREFIXES } from '@crossbay/contract/upload';
import { type Insertable, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { UploadsTable } from '#server/db/schema.ts';

export async function insertUpload(db: Executor, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

/** The buyer's uploads counted on `day` so far. */
export async function uploadsOnDay(db: Executor, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('upload_days')
    .select('uploads')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.uploads ?? 0;
}

/**
 * Counts one more upload on `day` unless `max` are counted already: one statement, so two processes
 * counting the same buyer at once cannot both take the last place. False: no place was left.
 */
export async function countUpload(db: Executor, userId: number, day: string, max: number): Promise<boolean> {
  const row = await db
    .insertInto('upload_days')
    .values({ user_id: userId, day, uploads: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ uploads: sql`upload_days.uploads + 1` })
        .where('upload_days.uploads', '<', max),
    )
    .returning('uploads')
    .executeTakeFirst();
  return row !== undefined;
}

/** The paths of every private upload (a proof, evidence, certificate). */
export async function privateUploadPaths(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('path')
    .where('path', 'like', `${UPLOAD_PREFIXES.private}%`)
    .execute();
  return rows.map((row) => row.path);
}
