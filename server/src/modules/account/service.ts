import type { ProfileBody, UserInfo } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { type DisplayChoice, isDisplayChoice } from '@crossbay/contract/display-currency';
import { formatCents } from '@crossbay/contract/money';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { revokeAllSessions } from '#server/modules/session/service.ts';
import { ownsUpload } from '#server/modules/uploads/service.ts';
import { type AccountColumns, disableUser, findUser, insertUser, updateUser } from './repo.ts';

export async function userInfo(db: Db, userId: number): Promise<UserInfo> {
  const user = await findUser(db, userId);
  if (!user) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  return {
    id: Number(user.id),
    account: user.account,
    username: user.username,
    given_name: user.given_name,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    kind: user.kind,
    lang: user.lang,
    display_currency: isDisplayChoice(user.display_currency) ? user.display_currency : null,
    balance: formatCents(Number(user.balance)),
    discount: {
      total: formatCents(Number(user.bonus_total)),
      usable: formatCents(Number(user.bonus_usable)),
      used: formatCents(Number(user.bonus_used)),
    },
    has_pay_code: Boolean(user.has_pay_code),
  };
}

/** The currency the buyer sees prices in beside the dollar ('USD': the dollar alone). */
export async function setDisplayCurrency(db: Db, userId: number, currency: DisplayChoice): Promise<void> {
  await updateUser(db, userId, { display_currency: currency, updated_at: nowIso() });
}

export async function setLanguage(db: Db, userId: number, lang: string): Promise<void> {
  await updateUser(db, userId, { lang, updated_at: nowIso() });
}

/** Names, mobile and avatar; the avatar must be a picture this buyer uploaded. */
export async function updateProfile(db: Db, userId: number, body: ProfileBody): Promise<UserInfo> {
  if (body.avatar && !(await ownsUpload(db, userId, body.avatar))) {
    throw new DomainError(Codes.ValidationFailed, 'validation.avatarInvalid');
  }
  const changes = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
  await updateUser(db, userId, { ...changes, updated_at: nowIso() });
  return userInfo(db, userId);
}

/** A new user (registration, a third-party login, an operator, the demo seed), in the caller's transaction. */
export async function createUser(db: Executor, user: Insertable<AccountColumns>): Promise<number> {
  return insertUser(db, user);
}

/** Login is refused from now on and every session ends; answers whether this call disabled the user. */
export async function disableAccount(db: Db, userId: number): Promise<boolean> {
  const disabled = await disableUser(db, userId, nowIso());
  await revokeAllSessions(db, userId);
  return disabled;
}

// sweepAttempts: the attempts no window counts any more, deleted by every process's sweep. The others: the
// buyers' login lock-out, counted the same way for the back office's staff (decision 0118).
export { clearFailures, giveBackAttempt, sweepAttempts, takeAttempt } from './attempts-repo.ts';
