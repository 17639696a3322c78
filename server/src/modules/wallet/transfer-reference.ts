import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, referenceCheck } from '@crossbay/contract/transfer-account';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { insertReference } from './requests-repo.ts';

function newReference(): string {
  let body = '';
  for (let i = 0; i < 8; i++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CB${body}${referenceCheck(body)}`;
}

/**
 * The buyer's own transfer reference, made the first time it is asked for and the same ever after.
 * Random (40 bits), not derived from the user id, so a buyer cannot work out another buyer's code and
 * have their transfer credited to someone else.
 */
export async function referenceFor(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .selectFrom('recharge_references')
      .select('code')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return existing.code;
    // Two first requests racing, or (rarely) a code another buyer holds: nothing is written, and the
    // next round reads the winner or draws again.
    await insertReference(db, userId, newReference(), nowIso());
  }
  throw new Error(`no transfer reference could be made for user ${userId}`);
}

/** The account a reference belongs to, for the operator matching a bank statement line. */
export async function accountOfReference(db: Executor, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('recharge_references')
    .innerJoin('users', 'users.id', 'recharge_references.user_id')
    .select('users.account')
    .where('recharge_references.code', '=', code)
    .executeTakeFirst();
  return row?.account ?? null;
}
