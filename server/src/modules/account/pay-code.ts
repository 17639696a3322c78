import { PAY_CODE_FAILURE_LIMIT, PAY_CODE_LOCK_MINUTES, type ResetPayBody } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { checkPayCode, hashPayCode, type PayCodeKey } from '#server/lib/pay-code-hash.ts';
import { clearFailures, recentFailures, recordFailure } from './attempts-repo.ts';
import { updateUser } from './repo.ts';

const SCOPE = 'pay_code';

type Verdict = 'ok' | 'not_set' | 'wrong' | 'locked';

/**
 * Checks a buyer's payment code. Not set → the "go to settings" code; 5 wrong codes in 15 minutes
 * lock paying for 15 minutes (spec §6). Count, check and record happen under the buyer's lock, so
 * codes sent all at once are checked one after another and never more than 5 of them; the check
 * itself is an HMAC, so holding the lock costs microseconds. An old scrypt hash is replaced on the
 * first right code.
 */
export async function verifyPayCode(db: Db, key: PayCodeKey, userId: number, code: string): Promise<void> {
  const subject = `user:${userId}`;
  const verdict = await db.transaction().execute(async (tx): Promise<Verdict> => {
    await lockBuyer(tx, db.dialectName, userId);
    const user = await tx
      .selectFrom('users')
      .select('pay_code_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!user.pay_code_hash) return 'not_set';
    const [failures = 0] = await recentFailures(tx, SCOPE, [subject], PAY_CODE_LOCK_MINUTES);
    if (failures >= PAY_CODE_FAILURE_LIMIT) return 'locked';
    const { matches, rehash } = await checkPayCode(key, code, user.pay_code_hash);
    if (!matches) {
      await recordFailure(tx, SCOPE, [subject]);
      return failures + 1 >= PAY_CODE_FAILURE_LIMIT ? 'locked' : 'wrong';
    }
    await clearFailures(tx, SCOPE, subject);
    if (rehash) {
      await updateUser(tx, userId, { pay_code_hash: hashPayCode(key, code) });
    }
    return 'ok';
  });
  if (verdict === 'not_set') throw new DomainError(Codes.PayCodeNotSet);
  if (verdict === 'locked') throw new DomainError(Codes.PayCodeLocked);
  if (verdict === 'wrong') throw new DomainError(Codes.PayCodeWrong);
}

/** spec §5: the old code is required when changing it and empty when setting it the first time. */
export async function setPayCode(db: Db, key: PayCodeKey, userId: number, body: ResetPayBody): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('pay_code_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.pay_code_hash) {
    if (!body.old_pay_password)
      throw new DomainError(Codes.ValidationFailed, 'validation.oldPayCodeRequired');
    await verifyPayCode(db, key, userId, body.old_pay_password);
  }
  await updateUser(db, userId, { pay_code_hash: hashPayCode(key, body.pay_password), updated_at: nowIso() });
}
