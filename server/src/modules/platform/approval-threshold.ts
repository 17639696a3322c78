import { formatCents } from '@crossbay/contract/money';
import type { Db } from '#server/db/connect.ts';
import type { AuditActor } from '#server/modules/audit-log/service.ts';
import { saveSetting } from './admin.ts';
import { setting } from './settings.ts';

// Above this amount a pass takes two people (decision 0125): the owner reads and sets it through the back office,
// the operator with `ops setting set approval_threshold_cents <cents>`.

export const approvalThreshold = async (db: Db) => ({
  threshold: formatCents(await setting(db, 'approval_threshold_cents')),
});

export async function setApprovalThreshold(db: Db, actor: AuditActor, cents: number) {
  await saveSetting(db, actor, 'approval_threshold_cents', JSON.stringify(cents));
  return approvalThreshold(db);
}
