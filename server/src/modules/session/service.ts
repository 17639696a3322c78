import { hash, randomBytes } from 'node:crypto';
import { SESSION_TTL_DAYS } from '@crossbay/contract/account';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Db } from '#server/db/connect.ts';
import { DAY, isoIn, MINUTE, nowIso } from '#server/lib/clock.ts';
import { sessionCache } from './cache.ts';
import {
  endOwnSession,
  endSessions,
  insertSession,
  markSeen,
  openSessionsOf,
  placeSession,
  sessionHistory,
} from './repo.ts';

// Opaque tokens: 32 random bytes for the client, only their SHA-256 in the database.
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export async function openSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: nowIso(),
    expiresAt: isoIn(SESSION_TTL_DAYS * DAY),
  });
  return token;
}

const validSession = compiledOnce((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now),
);

/** The session this process remembers for a token (see `userForToken`), without a promise. */
export function rememberedUser(
  token: string,
  cacheMs: number,
): { id: number; sessionId: number } | undefined {
  if (cacheMs <= 0 || token.length > 128) return undefined;
  const cached = sessionCache.get(hashToken(token), Date.now());
  return cached ? { id: cached.id, sessionId: cached.sessionId } : undefined;
}

/**
 * The session a token opens, or null. With `cacheMs`, a valid session is remembered that long in this
 * process (never past its expiry): a revocation through this process takes effect at once, one made
 * by another process (the ops CLI, another server) within `cacheMs` (docs/decisions/0053).
 */
export async function userForToken(
  db: Db,
  token: string,
  cacheMs = 0,
): Promise<{ id: number; sessionId: number } | null> {
  if (token.length > 128) return null;
  const hash = hashToken(token);
  const now = Date.now();
  const cached = cacheMs > 0 ? sessionCache.get(hash, now) : undefined;
  if (cached) return { id: cached.id, sessionId: cached.sessionId };
  const generation = sessionCache.generation;
  const [row] = await validSession(db, hash, new Date(now).toISOString());
  if (!row) return null;
  const session = { id: Number(row.user_id), sessionId: Number(row.id) };
  if (cacheMs > 0) {
    const until = Math.min(now + cacheMs, Date.parse(row.expires_at));
    sessionCache.set(hash, { ...session, until }, generation);
  }
  return session;
}

// Each revocation runs on its own, not inside a caller's transaction: the cache is told after the
// change is committed, so no lookup can store the session as valid again.
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await endSessions(db, { sessionId });
  sessionCache.forgetSession(sessionId);
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await revokeOtherSessions(db, userId, null);
}

/** Every session of the user but `keep` (the one changing its password) ends. */
export async function revokeOtherSessions(db: Db, userId: number, keep: number | null): Promise<void> {
  await endSessions(db, keep === null ? { userId } : { userId, keep });
  sessionCache.forgetUser(userId);
}

/** Marks the session a login just opened with where it came from; tells whether that place is new to the account. */
export async function placeNewSession(
  db: Db,
  userId: number,
  token: string,
  place: { device: string | null; address: string },
): Promise<{ sessionId: number; newPlace: boolean } | null> {
  const sessionId = await placeSession(db, hashToken(token), place);
  if (sessionId === null) return null;
  const { before, samePlace } = await sessionHistory(db, userId, sessionId, place);
  return { sessionId, newPlace: before && !samePlace };
}

export const sessionsOf = (db: Db, userId: number) => openSessionsOf(db, userId, nowIso());

/** Ends one of the user's own sessions; false when it is not theirs or already over. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const ended = await endOwnSession(db, userId, sessionId);
  sessionCache.forgetSession(sessionId);
  return ended;
}

const SEEN_EVERY_MS = MINUTE;
const SEEN_KEPT = 10_000;
const lastMarked = new Map<number, number>();

/**
 * Notes that a session was used, writing at most once a minute per session and process (never on the request's
 * path: the write is not awaited), so the logged-in reads stay a fast path.
 */
export function noteSeen(db: Db, sessionId: number): void {
  const now = Date.now();
  const last = lastMarked.get(sessionId);
  if (last !== undefined && now - last < SEEN_EVERY_MS) return;
  if (lastMarked.size >= SEEN_KEPT) lastMarked.clear();
  lastMarked.set(sessionId, now);
  markSeen(db, sessionId, new Date(now).toISOString()).catch(() => {
    // A missed mark is only a less recent "last seen".
  });
}
