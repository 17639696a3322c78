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
import { addressKey, knownDevice, knownDeviceCookie } from '#server/lib/known-places.ts';
import { verifySecret } from '#server/lib/password.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { recordSecurityEvent } from '#server/modules/security-log/service.ts';
import { openSession } from '#server/modules/session/service.ts';
import { clearFailures, giveBackAttempt, takeAttempt } from './attempts-repo.ts';
import { isKnownAddress, rememberAddress } from './known-places.ts';
import { userInfo } from './service.ts';
import { warnOfLoginLock } from './tell-owner.ts';

const SCOPE = 'login';
const SLOWDOWN_BASE_MS = 50;

// Compared against when the account does not exist, so both answers take the same time.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function answerWithSession(db: Db, userId: number): Promise<LoginAnswer> {
  const token = await openSession(db, userId);
  return { userinfo: { ...(await userInfo(db, userId)), token } };
}

/** Where a login comes from: the client address, the request's cookies, and whether it came over https. */
export type LoginPlace = { address: string; cookies: string | undefined; secure: boolean };

/**
 * spec §5: account and password required; one message for every wrong pair. Lock-outs protect the
 * account without handing strangers a switch to lock its owner out (docs/decisions/0093). Failures count
 * per account and address (5, with growing delays before; an IPv6 address by its /64). A place the owner
 * logged in from before (this device's signed cookie, or the address) counts only its own failures; from
 * anywhere else, failures on an existing account also count per address (20, an address trying many
 * accounts: unknown names do not count, so a carrier's NAT is not held for them) and per account (20,
 * guesses from many addresses: new places wait, the owner is told and still logs in from a known place or
 * with a login link emailed to the account). Each try is counted before the password is checked, so a
 * burst cannot get more checked. A right password answers a session and the cookie that marks the device.
 */
export async function login(
  db: Db,
  body: LoginBody,
  place: LoginPlace,
  mailer: Mailer,
  deviceSecret: Buffer,
): Promise<{ answer: LoginAnswer; deviceCookie: string }> {
  const accountKey = body.account.trim().toLowerCase();
  const address = addressKey(place.address);
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled_at'])
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  const device = user ? knownDevice(deviceSecret, accountKey, place.cookies) : null;
  const known = device !== null || (user !== undefined && (await isKnownAddress(db, accountKey, address)));
  const pair = device ? `device:${accountKey}|${device}` : `pair:${accountKey}|${address}`;
  const slot = await takeAttempt(
    db,
    SCOPE,
    [
      { subject: pair, limit: LOGIN_FAILURE_LIMIT },
      ...(user && !known
        ? [
            { subject: `account:${accountKey}`, limit: LOGIN_ACCOUNT_FAILURE_LIMIT },
            { subject: `ip:${address}`, limit: LOGIN_ADDRESS_FAILURE_LIMIT },
          ]
        : []),
    ],
    LOGIN_FAILURE_WINDOW_MINUTES,
  );
  const who = {
    userId: user ? Number(user.id) : null,
    account: user ? null : accountKey,
    address: place.address,
  };
  if (!slot.allowed) {
    await recordSecurityEvent(db, 'login_throttled', who);
    const [pairFailures = 0] = slot.counts;
    // Held back by the account's or the address's count, not this place's own: a known place or a link gets in.
    const elsewhere = pairFailures <= LOGIN_FAILURE_LIMIT;
    throw new DomainError(
      Codes.TooManyRequests,
      elsewhere ? 'errors.loginThrottledNewPlace' : 'errors.loginThrottled',
      { httpStatus: 429 },
    );
  }
  const matches = await verifySecret(body.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) {
    await recordSecurityEvent(db, 'login_failed', who);
    // A wrong pair keeps its rows as failures; the next try from here waits twice as long.
    const [pairFailures = 1, accountFailures = 0] = slot.counts;
    if (user && !known && accountFailures === LOGIN_ACCOUNT_FAILURE_LIMIT)
      await warnOfLoginLock(db, mailer, Number(user.id));
    await sleep(SLOWDOWN_BASE_MS * 2 ** (pairFailures - 1));
    throw new DomainError(Codes.WrongCredentials);
  }
  await giveBackAttempt(db, slot.ids);
  if (user.disabled_at) throw new DomainError(Codes.AccountDisabled);
  await Promise.all([
    clearFailures(db, SCOPE, pair),
    rememberAddress(db, accountKey, address),
    recordSecurityEvent(db, 'login_succeeded', who),
  ]);
  return {
    answer: await answerWithSession(db, Number(user.id)),
    deviceCookie: knownDeviceCookie(deviceSecret, accountKey, place.secure),
  };
}
