import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { NoticesTable } from '#server/db/schema.ts';

export async function insertNotice(db: Executor, notice: Insertable<NoticesTable>): Promise<number> {
  const row = await db.insertInto('notices').values(notice).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A buyer's own notice is marked read on it; a platform notice, per reader. */
export async function markOwnNoticeRead(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable('notices')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

export async function markPlatformNoticeRead(db: Executor, id: number, userId: number, at: string) {
  await db
    .insertInto('notice_reads')
    .values({ notice_id: id, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .execute();
}

export async function insertNotices(db: Executor, notices: Insertable<NoticesTable>[]): Promise<void> {
  if (notices.length > 0) await db.insertInto('notices').values(notices).execute();
}
