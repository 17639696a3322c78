import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { ApprovalsTable } from '#server/db/schema.ts';

// First approvals of requests above the approval threshold (decision 0125): one row per request, kept after the
// decision as the record of who approved first.

type Kind = ApprovalsTable['kind'];
type FirstApproval = Omit<ApprovalsTable, 'id'>;

/** Records a first approval unless one exists (a racing first approver won): answers whether this call did. */
export async function insertFirstApproval(db: Executor, approval: FirstApproval): Promise<boolean> {
  const inserted = await db
    .insertInto('approvals')
    .values(approval)
    .onConflict((oc) => oc.columns(['kind', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function firstApprovalOf(db: Executor, kind: Kind, requestId: number) {
  return db
    .selectFrom('approvals')
    .select(['amount', 'actor_kind', 'actor_id', 'actor_name', 'approved_at'])
    .where('kind', '=', kind)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The first approvals whose request still waits for its decision, oldest first. */
export async function approvalsWaiting(db: Db) {
  const select = [
    'approvals.request_id',
    'users.account',
    'approvals.amount',
    'approvals.actor_name',
    'approvals.approved_at',
  ] as const;
  const [withdrawals, recharges] = await Promise.all([
    db
      .selectFrom('approvals')
      .innerJoin('withdrawals', 'withdrawals.id', 'approvals.request_id')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .select(select)
      .where('approvals.kind', '=', 'withdrawal')
      .where('withdrawals.status', '=', 'auditing')
      .execute(),
    db
      .selectFrom('approvals')
      .innerJoin('recharges', 'recharges.id', 'approvals.request_id')
      .innerJoin('users', 'users.id', 'recharges.user_id')
      .select(select)
      .where('approvals.kind', '=', 'recharge')
      .where('recharges.status', '=', 'auditing')
      .execute(),
  ]);
  return [
    ...withdrawals.map((r) => ({ kind: 'withdrawal' as const, ...r })),
    ...recharges.map((r) => ({ kind: 'recharge' as const, ...r })),
  ].sort((a, b) => a.approved_at.localeCompare(b.approved_at) || Number(a.request_id) - Number(b.request_id));
}
