import type { LoginAnswer, RegisterBody, RegisterField } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import type { Translate } from '#server/i18n/messages.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { addressKey } from '#server/lib/known-places.ts';
import { hashSecret } from '#server/lib/password.ts';
import { consumeCode } from '#server/modules/ems/service.ts';
import { registerConfig } from '#server/modules/platform/service.ts';
import { giveBackAttempt, takeAttempt } from './attempts-repo.ts';
import { answerWithSession } from './login.ts';
import { refuseWeakPassword } from './password-strength.ts';
import { insertUser } from './repo.ts';

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error).message));

// New accounts from one client address in an hour (an IPv6 /64 counts as one address): a family or an office
// behind one address registers freely; a script making accounts by the hundred does not (issue 35).
const REGISTRATIONS_PER_ADDRESS = 10;
const REGISTRATION_WINDOW_MINUTES = 60;

/**
 * spec §5 and reg_cfg: which fields are required is configuration; the account is unique, case-insensitively.
 * Each registration from `address` is counted before anything else, and given back when it fails.
 */
export async function register(
  db: Db,
  t: Translate,
  body: RegisterBody,
  lang: string,
  address: string,
): Promise<LoginAnswer> {
  const slot = await takeAttempt(
    db,
    'register',
    [{ subject: addressKey(address), limit: REGISTRATIONS_PER_ADDRESS }],
    REGISTRATION_WINDOW_MINUTES,
  );
  if (!slot.allowed)
    throw new DomainError(Codes.TooManyRequests, 'errors.tooManyRegistrations', { httpStatus: 429 });
  try {
    return await registerAccount(db, t, body, lang);
  } catch (error) {
    await giveBackAttempt(db, slot.ids);
    throw error;
  }
}

async function registerAccount(db: Db, t: Translate, body: RegisterBody, lang: string): Promise<LoginAnswer> {
  const fields = await registerConfig(db);
  for (const [field, mode] of Object.entries(fields) as [RegisterField, string][]) {
    const value = body[field];
    if (mode === 'required' && (value === undefined || value === '')) {
      throw new DomainError(Codes.ValidationFailed, 'validation.fieldRequired', {
        vars: { field: t(`register.${field}`) },
      });
    }
  }
  const email = body.email ? body.email.toLowerCase() : null;
  refuseWeakPassword(body.password, [body.account, body.username, body.given_name, email?.split('@')[0]]);
  if (fields.email_code === 'required' && !email) throw new DomainError(Codes.EmailCodeWrong);
  // The code is checked before the address is looked up: a taken address is never mailed a code (ems/send
  // mails its owner a note instead), so a registration with it fails on the code like a free address with a
  // wrong code, and nobody learns from this answer whose address has an account (docs/decisions/0123).
  if (fields.email_code !== 'off' && email && body.email_code)
    await consumeCode(db, email, 'register', body.email_code);
  if (email && (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())) {
    throw new DomainError(Codes.EmailTaken);
  }

  const now = nowIso();
  try {
    const userId = await insertUser(db, {
      account: body.account,
      account_key: body.account.toLowerCase(),
      password_hash: await hashSecret(body.password),
      email,
      mobile: body.mobile || null,
      username: body.username || null,
      given_name: body.given_name || null,
      lang,
      created_at: now,
      updated_at: now,
    });
    return await answerWithSession(db, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(Codes.AccountTaken);
    throw error;
  }
}
