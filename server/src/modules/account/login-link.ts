import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_LINK_TTL_MINUTES, type LoginAnswer } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { z } from 'zod';
import type { Db } from '#server/db/connect.ts';
import { MINUTE, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
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
