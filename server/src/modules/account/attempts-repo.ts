import type { Expression, ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/schema.ts';
import { MINUTE, nowIso } from '#server/lib/clock.ts';
import { KNOWN_DAYS, KNOWN_SCOPE } from '#server/lib/known-places.ts';

export type AttemptSlot = { ids: number[]; allowed: boolean; counts: number[] };

/**
 * A try at a password, counted before the password is checked (a login may name no account, so
 * there is no row to lock as payment codes do). Each try first writes its own row, committed on its own, then counts every row of its subjects in the window. The
 * k-th try to commit therefore sees at least k rows, so however many tries arrive at once, at most
 * `limit` of them are let through to the check. A try that is turned away takes its row back; a try
 * that was checked keeps it as a failure unless the secret was right.
 */
export async function takeAttempt(
  db: Db,
  scope: string,
  limits: { subject: string; limit: number }[],
  windowMinutes: number,
): Promise<AttemptSlot> {
  const subjects = limits.map((l) => l.subject);
  const created_at = nowIso();
  const rows = await db
    .insertInto('attempts')
    .values(subjects.map((subject) => ({ scope, subject, created_at })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const counts = await recentFailures(db, scope, subjects, windowMinutes);
  const allowed = counts.every((n, i) => n <= (limits[i]?.limit ?? 0));
  if (!allowed) await giveBackAttempt(db, ids);
  return { ids, allowed, counts };
}

/** The try was not a guess after all (right secret, nothing to check): it no longer counts. */
export async function giveBackAttempt(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('attempts').where('id', 'in', ids).execute();
}

/** Failures counted over a sliding window (wrong passwords, wrong payment codes). */
export async function recentFailures(
  db: Executor,
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

/**
 * A subject's failures as two columns of a statement on `users`: those in the window (`failures`) and
 * all still stored (`failures_stored`, which a right secret clears).
 */
export function failureColumns(
  eb: ExpressionBuilder<Database, 'users'>,
  scope: string,
  subject: string | Expression<string>,
  since: string,
) {
  const stored = () =>
    eb
      .selectFrom('attempts')
      .select((a) => a.fn.countAll<number>().as('n'))
      .where('attempts.scope', '=', scope)
      .where('attempts.subject', '=', subject);
  return [
    stored().where('attempts.created_at', '>', since).as('failures'),
    stored().as('failures_stored'),
  ] as const;
}

export async function clearFailures(db: Executor, scope: string, subject: string): Promise<void> {
  await db.deleteFrom('attempts').where('scope', '=', scope).where('subject', '=', subject).execute();
}

export async function recordFailure(db: Executor, scope: string, subjects: string[]): Promise<void> {
  const created_at = nowIso();
  await db
    .insertInto('attempts')
    .values(subjects.map((subject) => ({ scope, subject, created_at })))
    .execute();
}

/** Keeps one row for `subject` (a fact, not a failure: an address a login succeeded from), dated now. */
export async function rememberSubject(db: Executor, scope: string, subject: string): Promise<void> {
  await clearFailures(db, scope, subject);
  await recordFailure(db, scope, [subject]);
}

// Every scope's window but the known places' is an hour at most: a day keeps each count exact.
const FAILURES_KEPT_MS = 24 * 60 * MINUTE;

/** Deletes the rows no window reaches any more; answers how many. */
export async function sweepAttempts(db: Db, now = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const result = await db
    .deleteFrom('attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', KNOWN_SCOPE), eb('created_at', '<', before(KNOWN_DAYS * 24 * 60 * MINUTE))]),
        eb.and([eb('scope', '!=', KNOWN_SCOPE), eb('created_at', '<', before(FAILURES_KEPT_MS))]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
