import type { LoginAnswer, RegisterBody, RegisterField } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import type { Translate } from '#server/i18n/messages.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { hashSecret } from '#server/lib/password.ts';
import { consumeCode } from '#server/modules/ems/service.ts';
import { registerConfig } from '#server/modules/platform/service.ts';
import { answerWithSession } from './login.ts';
import { insertUser } from './repo.ts';

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error).message));

/** spec §5 and reg_cfg: which fields are required is configuration; the account is unique, case-insensitively. */
export async function register(db: Db, t: Translate, body: RegisterBody, lang: string): Promise<LoginAnswer> {
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
  if (email && (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())) {
    throw new DomainError(Codes.EmailTaken);
  }
  if (fields.email_code !== 'off' && email && body.email_code)
    await consumeCode(db, email, 'register', body.email_code);
  if (fields.email_code === 'required' && !email) throw new DomainError(Codes.EmailCodeWrong);

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
