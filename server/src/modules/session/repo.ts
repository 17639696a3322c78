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
