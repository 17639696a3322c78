import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { approvalsWaiting, firstApprovalOf, insertFirstApproval } from './approvals-repo.ts';
import { secondsSince } from './audit-queues.ts';

// Two-person approval of large sums (OWASP ASVS 5.0 2.3.5, decision 0125): above the threshold a pass takes two
// different people, staff or `ops` (one person, whoever types it). A refusal always takes one.

type Kind = 'withdrawal' | 'recharge';

/** What a pass may do now: execute the decision (with the first approver, if two were needed), or not yet. */
export type ApprovalStep =
  | { go: true; firstApprover: string | null }
  | { go: false; said: 'awaiting' | 'same_approver' };

/** The audit row's mention of the first approver, when the pass took two. */
export const approvedFirstBy = (step: ApprovalStep) =>
  step.go && step.firstApprover !== null ? { first_approver: step.firstApprover } : {};

const sameApprover = (actor: AuditActor, first: { actor_kind: string; actor_id: number | null }) =>
  actor.kind === first.actor_kind && (actor.kind === 'ops' || actor.id === Number(first.actor_id));

/**
 * Inside the pass's transaction, before its conditional update: `amount` is what the pass would move (a
 * withdrawal's amount, a recharge's arrival). The first approval above the threshold is recorded with its audit row
 * and waits; the same person again is refused; a second person's executes, once, by the caller's conditional update.
 */
export async function approvalStep(
  tx: Tx,
  actor: AuditActor,
  kind: Kind,
  requestId: number,
  amount: number,
): Promise<ApprovalStep> {
  if (amount <= (await setting(tx, 'approval_threshold_cents'))) return { go: true, firstApprover: null };
  let first = await firstApprovalOf(tx, kind, requestId);
  if (!first) {
    const approval = {
      kind,
      request_id: requestId,
      amount,
      actor_kind: actor.kind,
      actor_id: actor.kind === 'staff' ? actor.id : null,
      actor_name: actor.kind === 'staff' ? actor.name : 'ops',
      approved_at: nowIso(),
    };
    if (await insertFirstApproval(tx, approval)) {
      await recordAudit(tx, actor, {
        action: `${kind}.approve`,
        objectType: kind,
        objectId: requestId,
        before: { status: 'auditing' },
        after: { status: 'auditing', first_approval: formatCents(amount) },
      });
      return { go: false, said: 'awaiting' };
    }
    // Another first approver's row committed meanwhile: this call is the second approval.
    first = await firstApprovalOf(tx, kind, requestId);
    if (!first) throw new Error(`approval of ${kind} ${requestId} vanished`);
  }
  if (sameApprover(actor, first)) return { go: false, said: 'same_approver' };
  if (Number(first.amount) !== amount)
    throw new DomainError(Codes.ValidationFailed, 'errors.approvalArrivalDiffers', {
      vars: { amount: formatCents(Number(first.amount)) },
    });
  return { go: true, firstApprover: first.actor_name };
}

/** The back office's queue of requests one person approved, waiting for a second, oldest first. */
export async function approvalsToFinish(db: Db, now = Date.now()) {
  const rows = await approvalsWaiting(db);
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.request_id),
    buyer_account: r.account,
    amount: formatCents(Number(r.amount)),
    first_approver: r.actor_name,
    approved_at: r.approved_at,
    waiting_seconds: secondsSince(r.approved_at, now),
  }));
}
