import { hash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { MINUTE, nowIso } from '#server/lib/clock.ts';
import { endStaffSessions, insertStaffSession, liveSession } from './repo.ts';

// Opaque tokens as buyers' (decision 0115), in their own table: a buyer's token opens no staff session and a
// staff token no buyer's, whatever header carries it.
export const hashStaffToken = (token: string): string => hash('sha256', token, 'hex');

export async function openStaffSession(db: Db, staffId: number, address: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  await insertStaffSession(db, {
    staff_id: staffId,
    token_hash: hashStaffToken(token),
    address: address?.slice(0, 64) ?? null,
    created_at: now,
    last_seen_at: now,
  });
  return token;
}

export type StaffCaller = { sessionId: number; id: number; name: string; role: StaffRole };

/** The staff member a token speaks for, or null once it ended, sat idle `idleMinutes`, or its account was disabled. */
export async function staffForToken(db: Db, token: string, idleMinutes: number): Promise<StaffCaller | null> {
  if (token.length > 128) return null;
  const now = Date.now();
  const found = await liveSession(db, hashStaffToken(token), {
    now: new Date(now).toISOString(),
    idleSince: new Date(now - idleMinutes * MINUTE).toISOString(),
    touchBefore: new Date(now - MINUTE).toISOString(),
  });
  if (!found) return null;
  const { staff } = found;
  return {
    sessionId: found.sessionId,
    id: Number(staff.id),
    name: staff.name,
    role: staff.role as StaffRole,
  };
}

export async function endStaffSession(db: Db, sessionId: number): Promise<void> {
  await endStaffSessions(db, { sessionId }, nowIso());
}
