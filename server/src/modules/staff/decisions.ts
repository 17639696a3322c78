import { Codes } from '@crossbay/contract/codes';
import type { Decided } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { type AuditActor, whoDid } from '#server/modules/audit-log/service.ts';
import { type PassDecision, passRecharge, refuseRecharge } from '#server/modules/wallet/recharge.ts';
import { passWithdrawal, refuseWithdrawal } from '#server/modules/wallet/withdraw.ts';

// The back office decides through the wallet's own functions, those `ops` calls: each is a conditional update, so
// of two staff deciding one request at once, one decides and the other is told who did. Above the approval
// threshold a pass takes two different people (decision 0125).

type Kind = 'recharge' | 'withdrawal';

const TABLES = { recharge: 'recharges', withdrawal: 'withdrawals' } as const;

async function alreadyDecided(db: Db, kind: Kind, id: number): Promise<never> {
  const by = await whoDid(db, kind, id, [`${kind}.pass`, `${kind}.refuse`]);
  if (by)
    throw new DomainError(Codes.AlreadyDecided, 'errors.decidedBy', { vars: { actor: by.actor, at: by.at } });
  const exists = await db.selectFrom(TABLES[kind]).select('id').where('id', '=', id).executeTakeFirst();
  // Decided before the audit log existed, or never asked for.
  throw exists
    ? new DomainError(Codes.AlreadyDecided)
    : new DomainError(Codes.NotFound, undefined, { httpStatus: 404 });
}

async function decided(
  db: Db,
  kind: Kind,
  id: number,
  status: Decided['status'],
  result: PassDecision,
): Promise<Decided> {
  if (result === 'already') return alreadyDecided(db, kind, id);
  if (result === 'same_approver') throw new DomainError(Codes.SameApprover);
  return { id, status: result === 'awaiting' ? 'awaiting_second_approval' : status };
}

/** The answer's message: a first approval above the threshold says a second person must still approve. */
export const decidedMessage = (answer: Decided) =>
  answer.status === 'awaiting_second_approval' ? 'success.awaitingSecondApproval' : 'ok';

export const passRechargeAs = async (db: Db, actor: AuditActor, id: number, arrival: number) =>
  decided(db, 'recharge', id, 'passed', await passRecharge(db, id, arrival, actor));

export const refuseRechargeAs = async (db: Db, actor: AuditActor, id: number, reason: string) =>
  decided(db, 'recharge', id, 'refused', await refuseRecharge(db, id, reason, actor));

export const passWithdrawalAs = async (db: Db, actor: AuditActor, id: number) =>
  decided(db, 'withdrawal', id, 'passed', await passWithdrawal(db, id, actor));

export const refuseWithdrawalAs = async (db: Db, actor: AuditActor, id: number, reason: string) =>
  decided(db, 'withdrawal', id, 'refused', await refuseWithdrawal(db, id, reason, actor));
