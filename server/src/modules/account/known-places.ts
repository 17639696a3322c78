import type { Db } from '#server/db/connect.ts';
import { KNOWN_DAYS, KNOWN_SCOPE, knownAddressSubject } from '#server/lib/known-places.ts';
import { recentFailures, rememberSubject } from './attempts-repo.ts';

/** Whether the account logged in from this address (its key) within the last KNOWN_DAYS. */
export async function isKnownAddress(db: Db, accountKey: string, address: string): Promise<boolean> {
  // Rows of this scope are successful logins, counted as attempts are.
  const [n = 0] = await recentFailures(
    db,
    KNOWN_SCOPE,
    [knownAddressSubject(accountKey, address)],
    KNOWN_DAYS * 24 * 60,
  );
  return n > 0;
}

/** Remembers a successful login's address for the account (one row, renewed). */
export async function rememberAddress(db: Db, accountKey: string, address: string): Promise<void> {
  await rememberSubject(db, KNOWN_SCOPE, knownAddressSubject(accountKey, address));
}
