import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** Ends sessions still open: one by id, or every one of a user but `keep`. */
export async function endSessions(
  db: Db,
  which: { sessionId: number } | { userId: number; keep?: number },
): Promise<void> {
  let update = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('revoked_at', 'is', null);
  if ('sessionId' in which) update = update.where('id', '=', which.sessionId);
  else {
    update = update.where('user_id', '=', which.userId);
    if (which.keep !== undefined) update = update.where('id', '!=', which.keep);
  }
  await update.execute();
}

/** Where a session was opened from, set at login beside its token. Returns the session's id, or null. */
export async function placeSession(
  db: Db,
  tokenHash: string,
  place: { device: string | null; address: string },
): Promise<number | null> {
  const row = await db
    .updateTable('sessions')
    .set({ device: place.device, address: place.address, last_seen_at: nowIso() })
    .where('token_hash', '=', tokenHash)
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function markSeen(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export function openSessionsOf(db: Db, userId: number, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** Whether the user had another session (ended ones too), and one from this device and address. */
export async function sessionHistory(
  db: Db,
  userId: number,
  except: number,
  place: { device: string | null; address: string },
): Promise<{ before: boolean; samePlace: boolean }> {
  const others = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', except)
    .limit(1);
  const [before, samePlace] = await Promise.all([
    others.executeTakeFirst(),
    others
      .where('address', '=', place.address)
      .where('device', place.device === null ? 'is' : '=', place.device)
      .executeTakeFirst(),
  ]);
  return { before: before !== undefined, samePlace: samePlace !== undefined };
}

/** Ends one session of the user's; false when there is no such open session of theirs. */
export async function endOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
