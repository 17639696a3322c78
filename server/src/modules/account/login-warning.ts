import { LOGIN_FAILURE_WINDOW_MINUTES } from '@crossbay/contract/account';
import type { Db } from '#server/db/connect.ts';
import { localeOf, translator } from '#server/i18n/messages.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';

/** Tells the owner (notice, and email) that guesses from many addresses locked their login a while. */
export async function warnOfLoginLock(db: Db, mailer: Mailer, userId: number): Promise<void> {
  const vars = { minutes: LOGIN_FAILURE_WINDOW_MINUTES };
  await notifyBuyer(db, userId, 'security', 'loginLocked', vars, null);
  const user = await db
    .selectFrom('users')
    .select(['email', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.email) return;
  const t = translator(localeOf(user.lang));
  await mailer.send({
    to: user.email,
    subject: t('notice.loginLocked.title', vars),
    text: t('notice.loginLocked.body', vars),
  });
}
