import type { Db } from '../../db/connect.ts';
import { MINUTE, nowIso } from '../../lib/clock.ts';

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

export async function recordFailure(db: Db, scope: string, subjects: string[]): Promise<void> {
  const created_at = nowIso();
  await db
    .insertInto('attempts')
    .values(subjects.map((subject) => ({ scope, subject, created_at })))
    .execute();
}

export async function clearFailures(db: Db, scope: string, subject: string): Promise<void> {
  await db.deleteFrom('attempts').where('scope', '=', scope).where('subject', '=', subject).execute();
}
