import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { StaffSessionsTable, StaffTable } from '#server/db/schema.ts';

export async function insertStaff(db: Executor, staff: Insertable<StaffTable>): Promise<number | null> {
  const row = await db
    .insertInto('staff')
    .values(staff)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function updateStaff(db: Executor, id: number, change: Updateable<StaffTable>): Promise<void> {
  await db.updateTable('staff').set(change).where('id', '=', id).execute();
}

/** A time step strictly after the last one accepted, once: a code is never accepted twice (a replay). */
export async function takeTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const moved = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Disables an account still enabled; answers whether this call did. */
export async function markDisabled(db: Executor, id: number, at: string): Promise<boolean> {
  const moved = await db
    .updateTable('staff')
    .set({ disabled_at: at, enrol_token_hash: null })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export const staffByName = (db: Executor, name: string) =>
  db.selectFrom('staff').selectAll().where('name', '=', name).executeTakeFirst();

export const staffById = (db: Executor, id: number) =>
  db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();

export const staffByEnrolment = (db: Executor, tokenHash: string) =>
  db.selectFrom('staff').selectAll().where('enrol_token_hash', '=', tokenHash).executeTakeFirst();

export const allStaff = (db: Db) => db.selectFrom('staff').selectAll().orderBy('id').execute();

export async function insertStaffSession(
  db: Executor,
  session: Insertable<StaffSessionsTable>,
): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/**
 * The session a token hash opens and its staff member: only while it has not ended, was used after `idleSince`,
 * and the member is enabled. Its use is written when the last one written is older than `touchBefore` (a
 * minute: the idle limit stays exact to it, and a burst of reads writes once).
 */
export async function liveSession(
  db: Db,
  tokenHash: string,
  times: { now: string; idleSince: string; touchBefore: string },
) {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id',
      'staff_sessions.last_seen_at',
      'staff.id as staff_id',
      'staff.name',
      'staff.role',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.ended_at', 'is', null)
    .where('staff_sessions.last_seen_at', '>', times.idleSince)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.last_seen_at < times.touchBefore) {
    // Conditional like the read: a session that ended or went idle meanwhile is not revived.
    const touched = await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: times.now })
      .where('id', '=', row.id)
      .where('ended_at', 'is', null)
      .where('last_seen_at', '>', times.idleSince)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) return undefined;
  }
  return { sessionId: Number(row.id), staff: { id: row.staff_id, name: row.name, role: row.role } };
}

export async function endStaffSessions(
  db: Executor,
  which: { sessionId: number } | { staffId: number },
  at: string,
): Promise<void> {
  let update = db.updateTable('staff_sessions').set({ ended_at: at }).where('ended_at', 'is', null);
  update =
    'sessionId' in which
      ? update.where('id', '=', which.sessionId)
      : update.where('staff_id', '=', which.staffId);
  await update.execute();
}
