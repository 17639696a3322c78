import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  type LoginAnswer,
  type LoginBody,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '../../db/connect.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifySecret } from '../../lib/password.ts';
import { openSession } from '../session/service.ts';
import { clearFailures, giveBackAttempt, takeAttempt } from './attempts.ts';
import { userInfo } from './service.ts';

const SCOPE = 'login';

// Compared against when the account does not exist, so both answers take the same time.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function answerWithSession(db: Db, userId: number): Promise<LoginAnswer> {
  const token = await openSession(db, userId);
  return { userinfo: { ...(await userInfo(db, userId)), token } };
}

/** spec §5: account and password required; one message for every wrong pair; 5 failures in 15 min slow it down,
 * counted before the password is checked so that a burst of guesses cannot get more checked. */
export async function login(db: Db, body: LoginBody, clientAddress: string): Promise<LoginAnswer> {
  const accountKey = body.account.trim().toLowerCase();
  const subjects = [`account:${accountKey}`, `ip:${clientAddress}`];
  const slot = await takeAttempt(db, SCOPE, subjects, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_FAILURE_LIMIT);
  if (!slot.allowed) {
    throw new DomainError(Codes.TooManyRequests, 'errors.loginThrottled', { httpStatus: 429 });
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled_at'])
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  const matches = await verifySecret(body.password, user?.password_hash ?? DUMMY_HASH);
  // A wrong pair keeps its rows as failures of the account and of the address.
  if (!user || !matches) throw new DomainError(Codes.WrongCredentials);
  await giveBackAttempt(db, slot.ids);
  if (user.disabled_at) throw new DomainError(Codes.AccountDisabled);
  await clearFailures(db, SCOPE, subjects[0] as string);
  return answerWithSession(db, Number(user.id));
}
