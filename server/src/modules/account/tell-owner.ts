import { LOGIN_FAILURE_WINDOW_MINUTES } from '@crossbay/contract/account';
import type { Db } from '#server/db/connect.ts';
import { localeOf, translator } from '#server/i18n/messages.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { recordSecurityEvent, type SecurityEventKind } from '#server/modules/security-log/service.ts';

export type OwnerWarning = 'loginLocked' | 'passwordChanged' | 'payCodeChanged' | 'newDevice';

const LOGGED_AS = {
  loginLocked: 'login_locked',
  passwordChanged: 'password_changed',
  payCodeChanged: 'pay_code_changed',
  newDevice: 'login_new_device',
} as const satisfies Record<OwnerWarning, SecurityEventKind>;

/**
 * Tells the owner of an account of something done to its security (a notice, and an email in their language
 * when they have an address): if it was not them, they learn it from a place the doer cannot reach.
 */
export async function tellOwner(
  db: Db,
  mailer: Mailer,
  userId: number,
  key: OwnerWarning,
  vars: Record<string, string | number> = {},
): Promise<void> {
  await recordSecurityEvent(db, LOGGED_AS[key], { userId });
  await notifyBuyer(db, userId, 'security', key, vars, null);
  const user = await db
    .selectFrom('users')
    .select(['email', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.email) return;
  const t = translator(localeOf(user.lang));
  await mailer.send({
    to: user.email,
    subject: t(`notice.${key}.title`, vars),
    text: t(`notice.${key}.body`, vars),
  });
}

/** Guesses from many addresses locked the login a while. */
export const warnOfLoginLock = (db: Db, mailer: Mailer, userId: number) =>
  tellOwner(db, mailer, userId, 'loginLocked', { minutes: LOGIN_FAILURE_WINDOW_MINUTES });
