import { withdrawalAddressRefusal } from '@crossbay/contract/chain-address';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import {
  isCardNumber,
  serviceCharge,
  type WithdrawBody,
  type Withdrawn,
  withdrawalAmountRefusal,
} from '@crossbay/contract/wallet';
import type { Db } from '#server/db/connect.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { PayCodeKey } from '#server/lib/pay-code-hash.ts';
import { verifyPayCode } from '#server/modules/account/pay-code.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { consumeCode } from '#server/modules/ems/service.ts';
import { once, replayed } from '#server/modules/idempotency/service.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { approvalStep, approvedFirstBy } from './approvals.ts';
import { post } from './ledger.ts';
import type { Decision, PassDecision } from './recharge.ts';
import { decideRequest, insertWithdrawal } from './requests-repo.ts';

async function destination(db: Db, body: WithdrawBody) {
  if (body.type === 'bank') {
    if (!body.card_number || !isCardNumber(body.card_number))
      throw new DomainError(Codes.ValidationFailed, 'validation.cardNumberInvalid');
    if (!body.bank_name) throw new DomainError(Codes.ValidationFailed, 'validation.bankNameRequired');
    if (!body.holder) throw new DomainError(Codes.ValidationFailed, 'validation.holderRequired');
    return {
      card_number: body.card_number.replace(/\s+/g, ''),
      bank_name: body.bank_name,
      holder: body.holder,
      network: null,
      address: null,
    };
  }
  const network = body.network
    ? await db
        .selectFrom('blockchain_networks')
        .selectAll()
        .where('name', '=', body.network)
        .where('enabled', '=', 1)
        .executeTakeFirst()
    : undefined;
  if (!network) throw new DomainError(Codes.ValidationFailed, 'validation.sameNetwork');
  const refusal = withdrawalAddressRefusal(network.name, body.address);
  if (refusal) throw new DomainError(Codes.ValidationFailed, refusal);
  // A network the contract has no rule for still has the operator's pattern.
  const address = (body.address ?? '').trim();
  if (!new RegExp(network.address_pattern).test(address))
    throw new DomainError(Codes.ValidationFailed, 'validation.sameNetwork');
  return { card_number: null, bank_name: null, holder: null, network: network.name, address };
}

/**
 * A withdrawal: the amount leaves the balance at once (frozen while audited) with its bill row; the
 * service charge is fixed now and shown, the arrival recorded when the platform passes it. A replay of
 * its idempotency key answers first, before any check of the state (the balance has dropped by then)
 * or of the codes (the email code is used up).
 */
export async function requestWithdrawal(
  db: Db,
  payCodes: PayCodeKey,
  userId: number,
  body: WithdrawBody,
): Promise<Withdrawn> {
  const keyed = { userId, scope: 'withdraw', key: body.idempotency_key, body };
  const earlier = await replayed<Withdrawn>(db, keyed);
  if (earlier) return earlier.answer;
  const target = await destination(db, body);
  const rule = await setting(db, 'withdraw_fee');
  const charge = serviceCharge(body.amount, rule);
  const user = await db
    .selectFrom('users')
    .select(['email', 'balance'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const refusal = withdrawalAmountRefusal(body.amount, Number(user.balance), rule);
  if (refusal) {
    throw new DomainError(
      Codes.ValidationFailed,
      refusal.key,
      'vars' in refusal ? { vars: refusal.vars } : {},
    );
  }
  if (!user.email) throw new DomainError(Codes.EmailCodeWrong);
  await verifyPayCode(db, payCodes, userId, body.pay_password);
  await consumeCode(db, user.email, 'withdraw', body.email_code);
  return db.transaction().execute(async (tx) => {
    await lockBuyer(tx, db.dialectName, userId);
    return once(tx, keyed, async (): Promise<Withdrawn> => {
      const id = await insertWithdrawal(tx, {
        user_id: userId,
        type: body.type,
        amount: body.amount,
        service_charge: charge,
        ...target,
        created_at: nowIso(),
      });
      const frozen = await post(tx, {
        userId,
        wallet: 'balance',
        amount: -body.amount,
        type: 'withdrawal_frozen',
        ref: { type: 'withdrawal', id },
      });
      if (!frozen) throw new DomainError(Codes.ValidationFailed, 'validation.amountAboveBalance');
      return {
        id,
        status: 'auditing',
        amount: formatCents(body.amount),
        service_charge: formatCents(charge),
        arrival: formatCents(body.amount - charge),
      };
    });
  });
}

/**
 * Passing pays the frozen amount out (no bill row: it left the balance when asked for). Above the approval
 * threshold the first approval only records itself and a second person's executes (decision 0125).
 */
export async function passWithdrawal(db: Db, id: number, actor: AuditActor): Promise<PassDecision> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('withdrawals')
      .select(['user_id', 'amount', 'service_charge', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.status !== 'auditing') return 'already';
    const step = await approvalStep(tx, actor, 'withdrawal', id, Number(row.amount));
    if (!step.go) return step.said;
    const arrival = Number(row.amount) - Number(row.service_charge);
    if (!(await decideRequest(tx, 'withdrawals', id, { status: 'passed', arrival, decided_at: nowIso() })))
      return 'already';
    await recordAudit(tx, actor, {
      action: 'withdrawal.pass',
      objectType: 'withdrawal',
      objectId: id,
      before: { status: 'auditing', amount: formatCents(Number(row.amount)), buyer_id: Number(row.user_id) },
      after: { status: 'passed', arrival: formatCents(arrival), ...approvedFirstBy(step) },
    });
    await notifyBuyer(
      tx,
      Number(row.user_id),
      'wallet',
      'withdrawPassed',
      { amount: formatCents(arrival) },
      { kind: 'withdrawal', id, order_id: null },
    );
    return 'done';
  });
}

/** Refusing returns the frozen amount with its bill row; it can happen once, and never after a pass. */
export async function refuseWithdrawal(
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const refused = { status: 'refused', refuse_reason: reason, decided_at: nowIso() } as const;
    if (!(await decideRequest(tx, 'withdrawals', id, refused))) return 'already';
    const row = await tx
      .selectFrom('withdrawals')
      .select(['user_id', 'amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const userId = Number(row.user_id);
    await post(tx, {
      userId,
      wallet: 'balance',
      amount: Number(row.amount),
      type: 'withdrawal_returned',
      ref: { type: 'withdrawal', id },
    });
    await recordAudit(tx, actor, {
      action: 'withdrawal.refuse',
      objectType: 'withdrawal',
      objectId: id,
      before: { status: 'auditing', amount: formatCents(Number(row.amount)), buyer_id: userId },
      after: { status: 'refused', reason },
    });
    await notifyBuyer(
      tx,
      userId,
      'wallet',
      'withdrawRefused',
      { amount: formatCents(Number(row.amount)), reason },
      { kind: 'withdrawal', id, order_id: null },
    );
    return 'done';
  });
}
