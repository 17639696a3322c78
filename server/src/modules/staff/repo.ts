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
 * The session a token hash opens, touched now: only while it has not ended and was used after `idleSince`, and
 * its staff member is enabled. One statement decides and marks it used, so two requests cannot revive it.
 */
export async function touchSession(db: Db, tokenHash: string, now: string, idleSince: string) {
  const row = await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', idleSince)
    .returning(['id', 'staff_id'])
    .executeTakeFirst();
  if (!row) return undefined;
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'name', 'role'])
    .where('id', '=', row.staff_id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return staff ? { sessionId: Number(row.id), staff } : undefined;
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
