import type { NoticeTarget } from '@crossbay/contract/notices';
import type { Executor } from '#server/db/executor.ts';
import { localeOf, translator } from '#server/i18n/messages.ts';
import { nowIso } from '#server/lib/clock.ts';
import { insertNotice } from './repo.ts';

/**
 * A personal notice, written in the caller's transaction with its message key and values (read in the
 * reader's language) and its text in the buyer's language of the moment (what older readers and `ops` show), with what it is about
 * (the screen a tap on it opens); null for a notice about nothing the buyer can open.
 */
export async function notifyBuyer(
  db: Executor,
  userId: number,
  kind: string,
  key: string,
  vars: Record<string, string | number>,
  target: NoticeTarget | null,
): Promise<void> {
  const user = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirstOrThrow();
  const t = translator(localeOf(user.lang));
  await insertNotice(db, {
    user_id: userId,
    kind,
    title: t(`notice.${key}.title`, vars),
    body: t(`notice.${key}.body`, vars),
    created_at: nowIso(),
    target_kind: target?.kind ?? null,
    target_id: target?.id ?? null,
    target_order_id: target?.order_id ?? null,
    message_key: key,
    message_vars: JSON.stringify(vars),
  });
}
