import { type Insertable, PostgresAdapter, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { NoticesTable } from '#server/db/schema.ts';

export async function insertNotice(db: Executor, notice: Insertable<NoticesTable>): Promise<number> {
  const row = await db.insertInto('notices').values(notice).returning('id').executeTakeFirstOrThrow();
  // Every server process listening hears of it when the transaction commits, not before (feed.ts).
  if (notice.user_id && db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify(${NOTICES_CHANNEL}, ${String(notice.user_id)})`.execute(db);
  return Number(row.id);
}

/** The PostgreSQL channel a buyer's new notice is announced on, with the buyer's id as the payload. */
export const NOTICES_CHANNEL = 'crossbay_notices';

export type NoticeHead = {
  id: number;
  user_id: number;
  kind: string;
  target_kind: string | null;
  target_id: number | null;
  target_order_id: number | null;
};

/** A buyer's own notices after `afterId`, oldest first (read only). */
export async function noticesAfter(db: Executor, userId: number, afterId: number, limit: number) {
  return (await db
    .selectFrom('notices')
    .select(['id', 'user_id', 'kind', 'target_kind', 'target_id', 'target_order_id'])
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()) as NoticeHead[];
}

/** Whose notices were written after `afterId`, and the last id (read only; SQLite's feed, which cannot listen). */
export async function writtenAfter(
  db: Executor,
  afterId: number,
): Promise<{ userIds: number[]; last: number }> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'user_id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  const last = rows.length > 0 ? Number(rows[rows.length - 1]?.id) : afterId;
  return {
    userIds: [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)])))],
    last,
  };
}

/** The newest notice's id, 0 when none (read only). */
export async function lastNoticeId(db: Executor, userId?: number): Promise<number> {
  let query = db.selectFrom('notices').select((eb) => eb.fn.max('id').as('last'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirst())?.last ?? 0);
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

export type UnsentNotice = Omit<NoticeHead, 'user_id'> & {
  user_id: number | null;
  title: string;
  body: string;
  message_key: string | null;
  message_vars: string | null;
};

/** Notices no process has taken to send yet, oldest first (read only). */
export async function unsentNotices(db: Executor, limit: number): Promise<UnsentNotice[]> {
  return (await db
    .selectFrom('notices')
    .select([
      'id',
      'user_id',
      'kind',
      'title',
      'body',
      'target_kind',
      'target_id',
      'target_order_id',
      'message_key',
      'message_vars',
    ])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute()) as UnsentNotice[];
}

/** Takes a notice to send: true for the one process whose conditional update marked it. */
export async function takeToSend(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('notices')
    .set({ sent_at: at })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
