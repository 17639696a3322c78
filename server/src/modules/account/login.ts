import { setTimeout as sleep } from 'node:timers/promises';
import {
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_ADDRESS_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  type LoginAnswer,
  type LoginBody,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { verifySecret } from '#server/lib/password.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { openSession } from '#server/modules/session/service.ts';
import { clearFailures, giveBackAttempt, takeAttempt } from './attempts-repo.ts';
import { warnOfLoginLock } from './login-warning.ts';
import { userInfo } from './service.ts';

const SCOPE = 'login';
const SLOWDOWN_BASE_MS = 50;

// Compared against when the account does not exist, so both answers take the same time.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function answerWithSession(db: Db, userId: number): Promise<LoginAnswer> {
  const token = await openSession(db, userId);
  return { userinfo: { ...(await userInfo(db, userId)), token } };
}

/**
 * spec §5: account and password required; one message for every wrong pair. Lock-outs protect the
 * account without handing strangers a switch to lock its owner out: failures count per account and
 * address (5, with growing delays before), per address (20, an address trying many accounts) and per
 * account (20: only guesses from many addresses lock it everywhere, and the owner is told). Each try
 * is counted before the password is checked, so a burst cannot get more checked.
 */
export async function login(
  db: Db,
  body: LoginBody,
  clientAddress: string,
  mailer: Mailer,
): Promise<LoginAnswer> {
  const accountKey = body.account.trim().toLowerCase();
  const pair = `pair:${accountKey}|${clientAddress}`;
  const slot = await takeAttempt(
    db,
    SCOPE,
    [
      { subject: pair, limit: LOGIN_FAILURE_LIMIT },
      { subject: `ip:${clientAddress}`, limit: LOGIN_ADDRESS_FAILURE_LIMIT },
      { subject: `account:${accountKey}`, limit: LOGIN_ACCOUNT_FAILURE_LIMIT },
    ],
    LOGIN_FAILURE_WINDOW_MINUTES,
  );
  if (!slot.allowed) {
    throw new DomainError(Codes.TooManyRequests, 'errors.loginThrottled', { httpStatus: 429 });
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled_at'])
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  const matches = await verifySecret(body.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) {
    // A wrong pair keeps its rows as failures; the next try from here waits twice as long.
    const [pairFailures = 1, , accountFailures = 0] = slot.counts;
    if (user && accountFailures === LOGIN_ACCOUNT_FAILURE_LIMIT)
      await warnOfLoginLock(db, mailer, Number(user.id));
    await sleep(SLOWDOWN_BASE_MS * 2 ** (pairFailures - 1));
    throw new DomainError(Codes.WrongCredentials);
  }
  await giveBackAttempt(db, slot.ids);
  if (user.disabled_at) throw new DomainError(Codes.AccountDisabled);
  await clearFailures(db, SCOPE, pair);
  return answerWithSession(db, Number(user.id));
}
