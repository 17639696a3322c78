import {
  type ChangePasswordBody,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  type ResetPasswordBody,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { hashSecret, verifySecret } from '#server/lib/password.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { consumeCode } from '#server/modules/ems/service.ts';
import { revokeAllSessions, revokeOtherSessions } from '#server/modules/session/service.ts';
import { clearFailures, takeAttempt } from './attempts-repo.ts';
import { refuseWeakPassword } from './password-strength.ts';
import { updateUser } from './repo.ts';
import { tellOwner } from './tell-owner.ts';

/** Forgotten password: the email code proves the address; every session of the user ends. */
export async function resetPassword(db: Db, mailer: Mailer, body: ResetPasswordBody): Promise<void> {
  const email = body.email.toLowerCase();
  // Before the address is looked up and the code used: the answer says nothing of the account, nor burns the code.
  refuseWeakPassword(body.password, [email.split('@')[0]]);
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw new DomainError(Codes.EmailCodeWrong);
  await consumeCode(db, email, 'resetpwd', body.email_code);
  await updateUser(db, Number(user.id), {
    password_hash: await hashSecret(body.password),
    updated_at: nowIso(),
  });
  await revokeAllSessions(db, Number(user.id));
  await tellOwner(db, mailer, Number(user.id), 'passwordChanged');
}

/** spec §5: the old password must be right and the new one different; other sessions end. */
export async function changePassword(
  db: Db,
  mailer: Mailer,
  userId: number,
  sessionId: number,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'account', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  refuseWeakPassword(body.password, [user.account, user.email?.split('@')[0]]);
  // A stolen session must not guess the old password without limit: 5 wrong ones in 15 minutes.
  const slot = await takeAttempt(
    db,
    'old_password',
    [{ subject: `user:${userId}`, limit: LOGIN_FAILURE_LIMIT }],
    LOGIN_FAILURE_WINDOW_MINUTES,
  );
  if (!slot.allowed)
    throw new DomainError(Codes.TooManyRequests, 'errors.loginThrottled', { httpStatus: 429 });
  if (!(await verifySecret(body.old_password, user.password_hash))) {
    throw new DomainError(Codes.WrongCredentials, 'errors.oldPasswordWrong');
  }
  await clearFailures(db, 'old_password', `user:${userId}`);
  await updateUser(db, userId, { password_hash: await hashSecret(body.password), updated_at: nowIso() });
  await revokeOtherSessions(db, userId, sessionId);
  await tellOwner(db, mailer, userId, 'passwordChanged');
}
