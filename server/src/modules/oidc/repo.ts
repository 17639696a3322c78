import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';

export type LoginAttempt = { state_hash: string; code_verifier: string; nonce: string; expires_at: string };

export async function saveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const now = nowIso();
  // Attempts nobody came back from are dropped here, so the table stays as small as the traffic.
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oidc_logins')
    .values({ ...attempt, created_at: now })
    .execute();
}

/** Removes the attempt and answers it: deleting is what makes an attempt usable once, even for racing requests. */
export async function takeLoginAttempt(db: Db, stateHash: string): Promise<LoginAttempt | undefined> {
  return db
    .deleteFrom('oidc_logins')
    .where('state_hash', '=', stateHash)
    .returning(['state_hash', 'code_verifier', 'nonce', 'expires_at'])
    .executeTakeFirst();
}

export async function findLinkedUser(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .select(['users.id', 'users.disabled_at'])
    .where('user_identities.issuer', '=', issuer)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** The account keys among the candidates that already belong to someone. */
export async function takenAccountKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('account_key').where('account_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.account_key));
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined
  );
}

/** Links a user to the provider's subject. */
export async function insertIdentity(
  db: Executor,
  identity: { userId: number; issuer: string; subject: string; at: string },
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      user_id: identity.userId,
      issuer: identity.issuer,
      subject: identity.subject,
      created_at: identity.at,
    })
    .execute();
}

export async function deleteIdentitiesOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
}
