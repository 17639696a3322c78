import { Codes } from '@crossbay/contract/codes';
import {
  NOTICE_TARGET_KINDS,
  type Notice,
  type NoticePage,
  type NoticeTarget,
} from '@crossbay/contract/notices';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { NoticesTable } from '#server/db/schema.ts';
import { localeOf, type Translate, translator } from '#server/i18n/messages.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { insertNotice, insertNotices, markOwnNoticeRead, markPlatformNoticeRead } from './repo.ts';

// Platform notices (one per language, no owner) are marked read per buyer in notice_reads.
export async function notices(
  db: Db,
  userId: number,
  lang: string,
  page: number,
  limit: number,
): Promise<NoticePage> {
  const base = db
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) =>
      join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.user_id', '=', userId),
    )
    .where((eb) =>
      eb.or([
        eb('notices.user_id', '=', userId),
        eb.and([eb('notices.user_id', 'is', null), eb('notices.lang', '=', lang)]),
      ]),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { unread } = await base
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('notices.read_at', 'is', null)
    .where('notice_reads.notice_id', 'is', null)
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'notices.id',
      'notices.kind',
      'notices.title',
      'notices.body',
      'notices.read_at',
      'notices.created_at',
      'notices.target_kind',
      'notices.target_id',
      'notices.target_order_id',
      'notices.message_key',
      'notices.message_vars',
      'notice_reads.notice_id as read_mark',
    ])
    .orderBy('notices.created_at', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const t = translator(localeOf(lang));
  const list: Notice[] = rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    ...inReadersLanguage(t, r),
    read: r.read_at !== null || r.read_mark !== null,
    created_at: r.created_at,
    target: targetOf(r),
  }));
  return { list, total: Number(total), page, limit, unread: Number(unread) };
}

/** A buyer's notice in the reader's language; an announcement (one per language) and an old row as written. */
export function inReadersLanguage(
  t: Translate,
  row: { title: string; body: string; message_key: string | null; message_vars: string | null },
): { title: string; body: string } {
  if (row.message_key === null) return { title: row.title, body: row.body };
  const vars = JSON.parse(row.message_vars ?? '{}') as Record<string, string | number>;
  return {
    title: t(`notice.${row.message_key}.title`, vars),
    body: t(`notice.${row.message_key}.body`, vars),
  };
}

export function targetOf(row: {
  target_kind: string | null;
  target_id: number | null;
  target_order_id: number | null;
}): NoticeTarget | null {
  const kind = NOTICE_TARGET_KINDS.find((known) => known === row.target_kind);
  if (!kind || row.target_id === null) return null;
  const orderId = row.target_order_id === null ? null : Number(row.target_order_id);
  return { kind, id: Number(row.target_id), order_id: orderId };
}

export async function markRead(db: Db, userId: number, lang: string, id: number): Promise<void> {
  const notice = await db
    .selectFrom('notices')
    .select(['id', 'user_id'])
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb.and([eb('user_id', 'is', null), eb('lang', '=', lang)])]),
    )
    .executeTakeFirst();
  if (!notice) throw new DomainError(Codes.NotFound);
  if (notice.user_id !== null) {
    await markOwnNoticeRead(db, id, nowIso());
    return;
  }
  await markPlatformNoticeRead(db, id, userId, nowIso());
}

/** A platform announcement in one language, shown to every buyer using it. */
export async function publishPlatformNotice(
  db: Db,
  lang: string,
  title: string,
  body: string,
): Promise<number> {
  const id = await insertNotice(db, { lang, kind: 'platform', title, body, created_at: nowIso() });
  // The home board shows the latest platform notices.
  await catalogChanged(db);
  return id;
}

/** The demo seed's platform notices as given (dates included), inside its transaction. */
export async function importNotices(tx: Executor, notices: Insertable<NoticesTable>[]): Promise<void> {
  await insertNotices(tx, notices);
}
