import { randomBytes } from 'node:crypto';
import type { Executor } from '#server/db/executor.ts';
import { hashSecret } from '#server/lib/password.ts';
import { updateUser } from './repo.ts';

/** The pseudonym a closed account shows in the ledger and the back office: `closed#<id>`, which no name registers ('#'). */
export const CLOSED_ACCOUNT_PREFIX = 'closed#';

/** A password hash no password matches (random, never kept), checked as long as a real one: no timing tells. */
export const unusablePasswordHash = () => hashSecret(randomBytes(32).toString('base64url'));

/**
 * Erases the buyer's personal data from their row (decision 0124): name, email, phone, avatar and both
 * secrets go, the account shows as `closed#<id>`, marked closed and disabled. The lookup key stays, so the
 * old account name cannot be registered again by someone else; the money columns are the wallet's and
 * untouched (the balance is zero: closing refuses otherwise).
 */
export async function eraseAccount(tx: Executor, userId: number, at: string, passwordHash: string) {
  await updateUser(tx, userId, {
    account: `${CLOSED_ACCOUNT_PREFIX}${userId}`,
    username: null,
    given_name: null,
    email: null,
    mobile: null,
    avatar: null,
    password_hash: passwordHash,
    pay_code_hash: null,
    disabled_at: at,
    closed_at: at,
    updated_at: at,
  });
}
