import { isAddressOn } from '@crossbay/contract/chain-address';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { type RechargeBody, type RechargeRequested, rechargeAmountRefusal } from '@crossbay/contract/wallet';
import type { Db } from '#server/db/connect.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { once, replayed } from '#server/modules/idempotency/service.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { ownsUpload } from '#server/modules/uploads/service.ts';
import { approvalStep, approvedFirstBy } from './approvals.ts';
import { post } from './ledger.ts';
import { decideRequest, insertRecharge } from './requests-repo.ts';
import { receivingAccount } from './transfer-account.ts';
import { referenceFor } from './transfer-reference.ts';

// Card transfers have no network limits of their own; these bound a single manual transfer.
const CARD_LIMITS = { min_amount: 1_000, max_amount: 10_000_000 };
// Each recharge waits for a person to check its evidence: a buyer cannot queue more than this.
export const MAX_AUDITING_RECHARGES = 5;

/** A recharge request: audited by the platform before a cent is credited. */
export async function requestRecharge(
  db: Db,
  userId: number,
  body: RechargeBody,
): Promise<RechargeRequested> {
  const keyed = { userId, scope: 'recharge', key: body.idempotency_key, body };
  const earlier = await replayed<RechargeRequested>(db, keyed);
  if (earlier) return earlier.answer;
  let limits = CARD_LIMITS;
  let reference: string | null = null;
  if (body.method === 'card') {
    // A transfer to an account the platform never set would reach nobody.
    if (!(await receivingAccount(db)))
      throw new DomainError(Codes.ValidationFailed, 'errors.bankTransferUnavailable');
    reference = await referenceFor(db, userId);
  } else {
    const network = await db
      .selectFrom('blockchain_networks')
      .selectAll()
      .where('name', '=', body.network)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (!network) throw new DomainError(Codes.ValidationFailed, 'validation.networkRequired');
    const written =
      isAddressOn(network.name, body.address) ?? new RegExp(network.address_pattern).test(body.address);
    if (!written) throw new DomainError(Codes.ValidationFailed, 'validation.walletAddressInvalid');
    limits = { min_amount: Number(network.min_amount), max_amount: Number(network.max_amount) };
  }
  const refusal = rechargeAmountRefusal(body.amount, {
    min_cents: limits.min_amount,
    max_cents: limits.max_amount,
  });
  if (refusal)
    throw new DomainError(
      Codes.ValidationFailed,
      refusal.key,
      'vars' in refusal ? { vars: refusal.vars } : {},
    );
  if (!(await ownsUpload(db, userId, body.evidence)))
    throw new DomainError(Codes.ValidationFailed, 'validation.evidenceRequired');
  return db.transaction().execute(async (tx) => {
    await lockBuyer(tx, db.dialectName, userId);
    return once(tx, keyed, async () => {
      const { waiting } = await tx
        .selectFrom('recharges')
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .where('user_id', '=', userId)
        .where('status', '=', 'auditing')
        .executeTakeFirstOrThrow();
      if (Number(waiting) >= MAX_AUDITING_RECHARGES)
        throw new DomainError(Codes.ValidationFailed, 'errors.rechargesWaiting', {
          vars: { max: String(MAX_AUDITING_RECHARGES) },
        });
      const id = await insertRecharge(tx, {
        user_id: userId,
        method: body.method,
        network: body.network,
        address: body.address,
        amount: body.amount,
        evidence: body.evidence,
        reference,
        created_at: nowIso(),
      });
      return { id, status: 'auditing' };
    });
  });
}

export type Decision = 'done' | 'already';
/** `awaiting`: a first approval above the threshold was recorded; `same_approver`: its approver tried again. */
export type PassDecision = Decision | 'awaiting' | 'same_approver';

/**
 * The operator passes a recharge once: the actual arrival is credited with its bill row, and the decision is
 * written in the audit log with its actor, all in one transaction. An arrival above the approval threshold needs
 * two people (decision 0125).
 */
export async function passRecharge(
  db: Db,
  id: number,
  arrival: number,
  actor: AuditActor,
): Promise<PassDecision> {
  return db.transaction().execute(async (tx) => {
    const waiting = await tx.selectFrom('recharges').select('status').where('id', '=', id).executeTakeFirst();
    if (waiting?.status !== 'auditing') return 'already';
    const step = await approvalStep(tx, actor, 'recharge', id, arrival);
    if (!step.go) return step.said;
    if (!(await decideRequest(tx, 'recharges', id, { status: 'passed', arrival, decided_at: nowIso() })))
      return 'already';
    const recharge = await tx
      .selectFrom('recharges')
      .select(['user_id', 'amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const userId = Number(recharge.user_id);
    if (arrival > 0)
      await post(tx, {
        userId,
        wallet: 'balance',
        amount: arrival,
        type: 'recharge',
        ref: { type: 'recharge', id },
      });
    await recordAudit(tx, actor, {
      action: 'recharge.pass',
      objectType: 'recharge',
      objectId: id,
      before: { status: 'auditing', amount: formatCents(Number(recharge.amount)), buyer_id: userId },
      after: { status: 'passed', arrival: formatCents(arrival), ...approvedFirstBy(step) },
    });
    await notifyBuyer(
      tx,
      userId,
      'wallet',
      'rechargePassed',
      { amount: formatCents(arrival) },
      { kind: 'recharge', id, order_id: null },
    );
    return 'done';
  });
}

export async function refuseRecharge(
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const refused = { status: 'refused', refuse_reason: reason, decided_at: nowIso() } as const;
    if (!(await decideRequest(tx, 'recharges', id, refused))) return 'already';
    const recharge = await tx
      .selectFrom('recharges')
      .select(['user_id', 'amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await recordAudit(tx, actor, {
      action: 'recharge.refuse',
      objectType: 'recharge',
      objectId: id,
      before: {
        status: 'auditing',
        amount: formatCents(Number(recharge.amount)),
        buyer_id: Number(recharge.user_id),
      },
      after: { status: 'refused', reason },
    });
    await notifyBuyer(
      tx,
      Number(recharge.user_id),
      'wallet',
      'rechargeRefused',
      { amount: formatCents(Number(recharge.amount)), reason },
      { kind: 'recharge', id, order_id: null },
    );
    return 'done';
  });
}
