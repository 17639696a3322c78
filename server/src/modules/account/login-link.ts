import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LOGIN_LINK_ADDRESS_MAILS_PER_HOUR,
  LOGIN_LINK_MAILS_PER_HOUR,
  LOGIN_LINK_TTL_MINUTES,
  type LoginAnswer,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { z } from 'zod';
import type { Db } from '#server/db/connect.ts';
import { localeOf, translator } from '#server/i18n/messages.ts';
import { MINUTE, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { addressKey } from '#server/lib/known-places.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { takeAttempt } from './attempts-repo.ts';
import { answerWithSession } from './login.ts';
import { useLoginTicket } from './repo.ts';

// A startup-login ticket (spec §1): `data` is base64url JSON, `code` its HMAC-SHA256 with a server secret.
const Ticket = z.object({
  account: z.string().min(1),
  exp: z.number().int(),
  nonce: z.string().min(16).max(64),
});

function sign(secret: Buffer, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function issueLoginTicket(secret: Buffer, account: string, ttlMinutes = LOGIN_LINK_TTL_MINUTES) {
  const ticket = {
    account,
    exp: Date.now() + ttlMinutes * MINUTE,
    nonce: randomBytes(16).toString('base64url'),
  };
  const data = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return { data, code: sign(secret, data) };
}

function readTicket(secret: Buffer, data: string, code: string) {
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new DomainError(Codes.Failed, 'errors.loginLinkInvalid');
  }
  const parsed = Ticket.safeParse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
  if (!parsed.success) throw new DomainError(Codes.Failed, 'errors.loginLinkInvalid');
  return parsed.data;
}

export async function loginWithTicket(
  db: Db,
  secret: Buffer,
  data: string,
  code: string,
): Promise<LoginAnswer> {
  const ticket = readTicket(secret, data, code);
  if (ticket.exp <= Date.now()) throw new DomainError(Codes.Failed, 'errors.loginLinkExpired');
  const user = await db
    .selectFrom('users')
    .select(['id', 'disabled_at'])
    .where('account_key', '=', ticket.account.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new DomainError(Codes.Failed, 'errors.loginLinkInvalid');
  if (user.disabled_at) throw new DomainError(Codes.AccountDisabled);
  if (!(await useLoginTicket(db, ticket.nonce, nowIso(), new Date(ticket.exp).toISOString())))
    throw new DomainError(Codes.Failed, 'errors.loginLinkUsed');
  return answerWithSession(db, Number(user.id));
}

/**
 * Mails a one-time login link (a startup-login URL, spec §1) to the account's email: the owner's way in
 * from a new place while guesses hold new places back. The answer is the same whether the account exists
 * or has an email, so it tells nobody which accounts do. At most 3 an hour per account and address (an
 * IPv6 address by its /64) and 10 per address, counted before anything is looked up, so a burst cannot
 * send more; a stranger's requests from elsewhere do not use up the owner's.
 */
export async function mailLoginLink(
  db: Db,
  mailer: Mailer,
  secret: Buffer,
  baseUrl: string,
  account: string,
  clientAddress: string,
): Promise<void> {
  const accountKey = account.trim().toLowerCase();
  const address = addressKey(clientAddress);
  const slot = await takeAttempt(
    db,
    'login_link',
    [
      { subject: `pair:${accountKey}|${address}`, limit: LOGIN_LINK_MAILS_PER_HOUR },
      { subject: `ip:${address}`, limit: LOGIN_LINK_ADDRESS_MAILS_PER_HOUR },
    ],
    60,
  );
  if (!slot.allowed)
    throw new DomainError(Codes.TooManyRequests, 'errors.loginLinkTooMany', { httpStatus: 429 });
  const user = await db
    .selectFrom('users')
    .select(['account', 'email', 'lang', 'disabled_at'])
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  if (!user?.email || user.disabled_at) return;
  const { data, code } = issueLoginTicket(secret, user.account);
  const url = new URL('/', baseUrl);
  url.search = new URLSearchParams({ data, code, path: '/home' }).toString();
  const t = translator(localeOf(user.lang));
  const vars = { url: url.toString(), minutes: LOGIN_LINK_TTL_MINUTES };
  await mailer.send({
    to: user.email,
    subject: t('email.loginLinkSubject'),
    text: t('email.loginLinkBody', vars),
  });
}
