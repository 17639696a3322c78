import { Codes } from '@crossbay/contract/codes';
import type { StaffRecord, StaffRole } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { allStaff, endStaffSessions, markDisabled, staffById, staffByName } from './repo.ts';

export async function listStaff(db: Db): Promise<StaffRecord[]> {
  const rows = await allStaff(db);
  return rows.map((s) => ({
    id: Number(s.id),
    name: s.name,
    role: s.role as StaffRole,
    enrolled: s.enrolled_at !== null,
    disabled: s.disabled_at !== null,
    created_at: s.created_at,
  }));
}

/** Disables a staff account and ends its sessions in the same transaction: its next request is refused. */
export async function disableStaff(db: Db, id: number, actor: AuditActor): Promise<void> {
  if (actor.kind === 'staff' && actor.id === id)
    throw new DomainError(Codes.ValidationFailed, 'errors.staffDisableSelf');
  await db.transaction().execute(async (tx) => {
    const staff = await staffById(tx, id);
    if (!staff) throw new DomainError(Codes.NotFound, undefined, { httpStatus: 404 });
    const at = nowIso();
    if (!(await markDisabled(tx, id, at))) return;
    await endStaffSessions(tx, { staffId: id }, at);
    await recordAudit(tx, actor, {
      action: 'staff.disable',
      objectType: 'staff',
      objectId: id,
      before: { name: staff.name, role: staff.role, disabled: false },
      after: { name: staff.name, role: staff.role, disabled: true },
    });
  });
}

export async function staffIdByName(db: Db, name: string): Promise<number | undefined> {
  const staff = await staffByName(db, name);
  return staff ? Number(staff.id) : undefined;
}
