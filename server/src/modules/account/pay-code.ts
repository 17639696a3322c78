import { PAY_CODE_FAILURE_LIMIT, PAY_CODE_LOCK_MINUTES, type ResetPayBody } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { hashSecret, verifySecret } from '../../lib/password.ts';
import { clearFailures, takeAttempt } from './attempts.ts';

const SCOPE = 'pay_code';

/**
 * Checks a buyer's payment code. Not set → the "go to settings" code; 5 wrong codes in 15 minutes
 * lock paying for 15 minutes (spec §6). The try is counted before the code is checked, so codes sent
 * all at once cannot get more than 5 checked.
 */
export async function verifyPayCode(db: Db, userId: number, code: string): Promise<void> {
  const subject = `user:${userId}`;
  const user = await db
    .selectFrom('users')
    .select('pay_code_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.pay_code_hash) throw new DomainError(Codes.PayCodeNotSet);
  const slot = await takeAttempt(db, SCOPE, [subject], PAY_CODE_LOCK_MINUTES, PAY_CODE_FAILURE_LIMIT);
  if (!slot.allowed) throw new DomainError(Codes.PayCodeLocked);
  if (!(await verifySecret(code, user.pay_code_hash))) {
    const [failures = 0] = slot.counts;
    throw new DomainError(failures >= PAY_CODE_FAILURE_LIMIT ? Codes.PayCodeLocked : Codes.PayCodeWrong);
  }
  await clearFailures(db, SCOPE, subject);
}

/** spec §5: the old code is required when changing it and empty when setting it the first time. */
export async function setPayCode(db: Db, userId: number, body: ResetPayBody): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('pay_code_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.pay_code_hash) {
    if (!body.old_pay_password)
      throw new DomainError(Codes.ValidationFailed, 'validation.oldPayCodeRequired');
    await verifyPayCode(db, userId, body.old_pay_password);
  }
  await db
    .updateTable('users')
    .set({ pay_code_hash: await hashSecret(body.pay_password), updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
