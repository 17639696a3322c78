import { createHash, randomInt } from 'node:crypto';
import { EMAIL_CODE_LENGTH, EMS_EVENTS, type EmsEvent } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import type { Translate } from '#server/i18n/messages.ts';
import { DAY, MINUTE, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import {
  addressKey,
  KNOWN_DAYS,
  KNOWN_SCOPE,
  knownAddressSubject,
  knownDevice,
} from '#server/lib/known-places.ts';
import type { Mailer } from './mailer.ts';
import { countTry, deleteCode, insertCode, loggedInSince, markUsed, sendsBy, sendsTo } from './repo.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
export const RESEND_SECONDS = 60;
export const DAILY_CAP = 10;

const hashCode = (email: string, event: string, code: string) =>
  createHash('sha256').update(`${email}\n${event}\n${code}`).digest('hex');

const normalise = (email: string) => email.trim().toLowerCase();

// Codes a buyer asks for about their own account need a session; a stranger's sends to an address
// (register, reset) are counted apart, so they can never use up the owner's own codes for the day.
const OWNER_EVENTS: readonly EmsEvent[] = ['withdraw', 'changeemail'];

export type Caller = { id: number } | null;

/** Who asks: the client address, and the request's cookies (a device an account logged in from). */
export type Requester = { address: string; cookies: string | undefined; deviceSecret: Buffer };

/**
 * Sends a 6-digit code. The answer never tells whether an address has an account: a register code for a
 * taken address mails a "you already have an account" note instead, a reset code for an unknown address
 * mails nothing; both are counted like any send. Codes a buyer asks for about their own account
 * (withdraw, change of email) need a session and count apart, one a minute and 10 a day. Anonymous sends
 * (register, reset) count per address mailed and per requester (client address, IPv6 by its /64): one a
 * minute and 10 a day to an address, 10 a day from a requester to any. The owner's own request (logged in
 * as the account, or from a device or address the account logged in from) is not held back by strangers'
 * sends to the address: only by its requester's. Each send is written first, then counted, and taken back
 * when refused, so a burst cannot pass a limit.
 */
export async function sendCode(
  db: Db,
  mailer: Mailer,
  t: Translate,
  caller: Caller,
  requester: Requester,
  email: string,
  event: EmsEvent,
): Promise<void> {
  const forOwner = OWNER_EVENTS.includes(event);
  if (forOwner && !caller) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  const address = event === 'withdraw' ? await ownEmail(db, caller) : normalise(email);
  const registered = await db
    .selectFrom('users')
    .select(['id', 'account_key'])
    .where('email', '=', address)
    .executeTakeFirst();
  if (event === 'changeemail' && registered) throw new DomainError(Codes.EmailTaken);

  const from = addressKey(requester.address);
  const owner =
    forOwner || (registered !== undefined && (await isOwner(db, caller, requester, from, registered)));
  const group = forOwner ? OWNER_EVENTS : EMS_EVENTS.filter((e) => !OWNER_EVENTS.includes(e));
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  const id = await insertCode(db, {
    email: address,
    event,
    code_hash: hashCode(address, event, code),
    expires_at: new Date(Date.now() + CODE_TTL_MINUTES * MINUTE).toISOString(),
    created_at: nowIso(),
    requester: from,
  });
  const since = new Date(Date.now() - DAY).toISOString();
  const [toAddress, byRequester] = await Promise.all([
    sendsTo(db, address, group, since),
    forOwner ? 0 : sendsBy(db, from, group, since),
  ]);
  // The owner's request is weighed against the sends it asked for itself, a stranger's against all.
  const counted = owner && !forOwner ? toAddress.filter((s) => s.requester === from) : toAddress;
  const recent = Date.now() - RESEND_SECONDS * 1000;
  const refusal = counted.some((s) => Number(s.id) !== id && Date.parse(s.created_at) > recent)
    ? 'errors.emailCodeTooSoon'
    : counted.length > DAILY_CAP || byRequester > DAILY_CAP
      ? 'errors.emailCodeDailyLimit'
      : null;
  if (refusal) {
    await deleteCode(db, id);
    throw new DomainError(Codes.TooManyRequests, refusal);
  }
  if (event === 'register' && registered) {
    await mailer.send({ to: address, subject: t('email.takenSubject'), text: t('email.takenBody') });
  } else if (event !== 'resetpwd' || registered) {
    await mailer.send({ to: address, subject: t('email.subject'), text: t('email.body', { code }) });
  }
}

/** The account's owner asks: logged in as the account, or from a device or address it logged in from. */
async function isOwner(
  db: Db,
  caller: Caller,
  requester: Requester,
  from: string,
  account: { id: number | string; account_key: string },
): Promise<boolean> {
  if (caller && caller.id === Number(account.id)) return true;
  if (knownDevice(requester.deviceSecret, account.account_key, requester.cookies) !== null) return true;
  const since = new Date(Date.now() - KNOWN_DAYS * DAY).toISOString();
  return loggedInSince(db, KNOWN_SCOPE, knownAddressSubject(account.account_key, from), since);
}

async function ownEmail(db: Db, caller: Caller): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', caller?.id ?? 0)
    .executeTakeFirst();
  if (!user?.email) throw new DomainError(Codes.Failed, 'errors.noEmailOnAccount');
  return normalise(user.email);
}

/** Uses up a code: the newest unused one for the address and event; 5 wrong tries burn it. */
export async function consumeCode(db: Db, email: string, event: EmsEvent, code: string): Promise<void> {
  const address = normalise(email);
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('email', '=', address)
    .where('event', '=', event)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || Number(row.attempts) >= MAX_WRONG_TRIES || Date.parse(row.expires_at) <= Date.now()) {
    throw new DomainError(Codes.EmailCodeWrong);
  }
  // The try is counted before the code is compared, in one conditional statement: codes sent all at
  // once cannot get more than MAX_WRONG_TRIES compared.
  const counted = await countTry(db, Number(row.id), MAX_WRONG_TRIES);
  if (!counted || row.code_hash !== hashCode(address, event, code)) {
    throw new DomainError(Codes.EmailCodeWrong);
  }
  // Conditional, so two requests racing with the same code cannot both use it.
  if (!(await markUsed(db, Number(row.id), nowIso()))) throw new DomainError(Codes.EmailCodeWrong);
}
