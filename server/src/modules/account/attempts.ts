import type { Db } from '../../db/connect.ts';
import { MINUTE, nowIso } from '../../lib/clock.ts';

/**
 * A try at a secret (password, payment code), counted before the secret is checked. Each try first
 * writes its own row, committed on its own, then counts every row of its subjects in the window. The
 * k-th try to commit therefore sees at least k rows, so however many tries arrive at once, at most
 * `limit` of them are let through to the check. A try that is turned away takes its row back; a try
 * that was checked keeps it as a failure unless the secret was right.
 */
export type AttemptSlot = { ids: number[]; allowed: boolean; counts: number[] };

export async function takeAttempt(
  db: Db,
  scope: string,
  subjects: string[],
  windowMinutes: number,
  limit: number,
): Promise<AttemptSlot> {
  const created_at = nowIso();
  const rows = await db
    .insertInto('attempts')
    .values(subjects.map((subject) => ({ scope, subject, created_at })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const counts = await recentFailures(db, scope, subjects, windowMinutes);
  const allowed = counts.every((n) => n <= limit);
  if (!allowed) await giveBackAttempt(db, ids);
  return { ids, allowed, counts };
}

/** The try was not a guess after all (right secret, nothing to check): it no longer counts. */
export async function giveBackAttempt(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('attempts').where('id', 'in', ids).execute();
}

/** Failures counted over a sliding window (wrong passwords, wrong payment codes). */
export async function recentFailures(
  db: Db,
  scope: string,
  subjects: string[],
  windowMinutes: number,
): Promise<number[]> {
  const since = new Date(Date.now() - windowMinutes * MINUTE).toISOString();
  const rows = await db
    .selectFrom('attempts')
    .select(['subject', (eb) => eb.fn.countAll<number>().as('n')])
    .where('scope', '=', scope)
    .where('subject', 'in', subjects)
    .where('created_at', '>', since)
    .groupBy('subject')
    .execute();
  return subjects.map((s) => Number(rows.find((r) => r.subject === s)?.n ?? 0));
}

export async function clearFailures(db: Db, scope: string, subject: string): Promise<void> {
  await db.deleteFrom('attempts').where('scope', '=', scope).where('subject', '=', subject).execute();
}
