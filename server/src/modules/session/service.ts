import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_DAYS } from '@crossbay/contract/account';
import type { Db } from '../../db/connect.ts';
import { DAY, isoIn, nowIso } from '../../lib/clock.ts';

// Opaque tokens: 32 random bytes for the client, only their SHA-256 in the database.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function openSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoIn(SESSION_TTL_DAYS * DAY),
    })
    .execute();
  return token;
}

export async function userForToken(db: Db, token: string): Promise<{ id: number; sessionId: number } | null> {
  if (token.length > 128) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? { id: Number(row.user_id), sessionId: Number(row.id) } : null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
