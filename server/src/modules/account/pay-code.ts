import { PAY_CODE_FAILURE_LIMIT, PAY_CODE_LOCK_MINUTES, type ResetPayBody } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { lockBuyerThenRead } from '#server/db/lock-buyer.ts';
import type { Database } from '#server/db/schema.ts';
import { MINUTE, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { checkPayCode, hashPayCode, type PayCodeKey } from '#server/lib/pay-code-hash.ts';
import type { Mailer } from '#server/modules/ems/mailer.ts';
import { recordSecurityEvent } from '#server/modules/security-log/service.ts';
import { clearFailures, failureColumns, recordFailure } from './attempts-repo.ts';
import { updateUser } from './repo.ts';
import { tellOwner } from './tell-owner.ts';

const SCOPE = 'pay_code';

export type PayCodeVerdict = 'ok' | 'not_set' | 'wrong' | 'locked';

/** Whose failures a payment-code check counts, and since when: the last arguments of `payCodeColumns`. */
export type PayCodeWindow = [subject: string, since: string];

// A buyer's failures are counted under `user:<id>`.
const SUBJECT_PREFIX = 'user:';

/** Since when a payment-code check made now counts failures. */
export const payCodeSince = () => new Date(Date.now() - PAY_CODE_LOCK_MINUTES * MINUTE).toISOString();

export function payCodeWindow(userId: number): PayCodeWindow {
  return [`${SUBJECT_PREFIX}${userId}`, payCodeSince()];
}

/** The columns of the buyer's row a payment-code check reads under the lock, failures counted with them. */
export function payCodeColumns(
  eb: ExpressionBuilder<Database, 'users'>,
  subject: string | Expression<string>,
  since: string,
) {
  return ['users.pay_code_hash', ...failureColumns(eb, SCOPE, subject, since)] as const;
}

/** `payCodeColumns` in a statement on several buyers' rows: each row with its own buyer's failures. */
export function payCodeColumnsOfEach(eb: ExpressionBuilder<Database, 'users'>, since: string) {
  return payCodeColumns(eb, sql<string>`${sql.lit(SUBJECT_PREFIX)} || users.id`, since);
}

const readPayCode = compiledOnce((db, userId: number, window: PayCodeWindow) =>
  db
    .selectFrom('users')
    .where('users.id', '=', userId)
    .select((eb) => payCodeColumns(eb, ...window)),
);

type PayCodeRow = { pay_code_hash: string | null; failures: number | null; failures_stored: number | null };

/**
 * Checks a buyer's payment code inside the caller's transaction, which holds the buyer's lock and
 * read `row` with it (`payCodeColumns`). Not set → the "go to settings" code; 5 wrong codes in 15
 * minutes lock paying for 15 minutes (spec §6). Count, check and record happen under the buyer's
 * lock, so codes sent all at once are checked one after another and never more than 5 of them; the
 * check itself is an HMAC, so holding the lock costs microseconds. An old scrypt hash is replaced on
 * the first right code. A wrong code's failure must be committed: the caller ends its transaction
 * normally and then throws `payCodeRefusal`.
 */
export async function judgePayCode(
  tx: Tx,
  key: PayCodeKey,
  userId: number,
  code: string,
  row: PayCodeRow,
): Promise<PayCodeVerdict> {
  const [subject] = payCodeWindow(userId);
  if (!row.pay_code_hash) return 'not_set';
  const failures = Number(row.failures ?? 0);
  if (failures >= PAY_CODE_FAILURE_LIMIT) {
    await recordSecurityEvent(tx, 'pay_code_locked', { userId });
    return 'locked';
  }
  const { matches, rehash } = await checkPayCode(key, code, row.pay_code_hash);
  if (!matches) {
    await recordFailure(tx, SCOPE, [subject]);
    await recordSecurityEvent(tx, 'pay_code_wrong', { userId });
    return failures + 1 >= PAY_CODE_FAILURE_LIMIT ? 'locked' : 'wrong';
  }
  if (Number(row.failures_stored ?? 0) > 0) await clearFailures(tx, SCOPE, subject);
  if (rehash) {
    await updateUser(tx, userId, { pay_code_hash: hashPayCode(key, code) });
  }
  return 'ok';
}

/** The error a verdict other than 'ok' answers. */
export function payCodeRefusal(verdict: Exclude<PayCodeVerdict, 'ok'>): DomainError {
  if (verdict === 'not_set') return new DomainError(Codes.PayCodeNotSet);
  if (verdict === 'locked') return new DomainError(Codes.PayCodeLocked);
  return new DomainError(Codes.PayCodeWrong);
}

/** Checks a buyer's payment code in a transaction of its own (`judgePayCode`). */
export async function verifyPayCode(db: Db, key: PayCodeKey, userId: number, code: string): Promise<void> {
  const verdict = await db.transaction().execute(async (tx) => {
    const row = await lockBuyerThenRead(
      tx,
      db.dialectName,
      userId,
      readPayCode,
      userId,
      payCodeWindow(userId),
    );
    return judgePayCode(tx, key, userId, code, row);
  });
  if (verdict !== 'ok') throw payCodeRefusal(verdict);
}

/** spec §5: the old code is required when changing it and empty when setting it the first time. */
export async function setPayCode(
  db: Db,
  mailer: Mailer,
  key: PayCodeKey,
  userId: number,
  body: ResetPayBody,
): Promise<void> {
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
  await tellOwner(db, mailer, userId, 'payCodeChanged');
}
