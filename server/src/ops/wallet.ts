import { formatCents, parseCents } from '@crossbay/contract/money';
import { normalReference } from '@crossbay/contract/transfer-account';
import { DomainError } from '#server/lib/domain-error.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { rechargesToAudit, withdrawalsToAudit } from '#server/modules/wallet/audit-queues.ts';
import { passRecharge, refuseRecharge } from '#server/modules/wallet/recharge.ts';
import { accountOfReference } from '#server/modules/wallet/transfer-reference.ts';
import { passWithdrawal, refuseWithdrawal } from '#server/modules/wallet/withdraw.ts';
import type { OpsContext } from './context.ts';

const said = {
  done: 'done',
  already: 'nothing changed: it was already decided',
  awaiting:
    'first approval recorded: above the approval threshold a second person must pass it in the back office',
  same_approver: 'nothing changed: ops already approved it; a second person must pass it in the back office',
} as const;

/** `recharge list [--reference <code>] | pass <id> --arrival <amount> | refuse <id> --reason <text>` */
export async function rechargeCommand(
  ctx: OpsContext,
  action: string | undefined,
  id: string | undefined,
  o: { arrival?: string | undefined; reason?: string | undefined; reference?: string | undefined },
) {
  if (action === 'list') {
    // A bank statement line carries the buyer's reference: with it, every recharge sent with it.
    const reference = o.reference === undefined ? undefined : normalReference(o.reference);
    if (reference === null) {
      ctx.out(`${o.reference} is not a transfer reference (CB and 9 letters or digits, check symbol last)`);
      return 2;
    }
    if (!reference) {
      // The back office's queue (GET /api/admin/recharges), oldest first.
      const waiting = await rechargesToAudit(ctx.db);
      for (const r of waiting)
        ctx.out(
          `${r.id}  ${r.buyer_account}  ${r.method} ${r.network}  ${r.amount_claimed}  ref ${r.reference ?? '-'}  ${r.created_at}`,
        );
      if (waiting.length === 0) ctx.out('no recharge is waiting for audit');
      return 0;
    }
    const account = await accountOfReference(ctx.db, reference);
    ctx.out(
      account ? `${reference} is the reference of ${account}` : `no buyer has the reference ${reference}`,
    );
    const rows = await ctx.db
      .selectFrom('recharges')
      .innerJoin('users', 'users.id', 'recharges.user_id')
      .select([
        'recharges.id',
        'users.account',
        'method',
        'network',
        'amount',
        'status',
        'reference',
        'recharges.created_at',
      ])
      .where('reference', '=', reference)
      .orderBy('recharges.id')
      .execute();
    for (const r of rows)
      ctx.out(
        `${r.id}  ${r.account}  ${r.method} ${r.network}  ${formatCents(Number(r.amount))}  ref ${r.reference ?? '-'}  ${r.status}  ${r.created_at}`,
      );
    if (rows.length === 0) ctx.out(`no recharge was sent with ${reference}`);
    return 0;
  }
  const recharge = Number(id);
  if (action === 'pass') {
    const arrival = parseCents(o.arrival);
    if (!Number.isInteger(recharge) || arrival === null) {
      ctx.out('usage: recharge pass <id> --arrival <amount actually received>');
      return 2;
    }
    const result = await passRecharge(ctx.db, recharge, arrival, OPS_ACTOR).catch((error: unknown) => {
      // A second approval must pass the arrival the first one did (decision 0125).
      if (!(error instanceof DomainError) || error.messageKey !== 'errors.approvalArrivalDiffers')
        throw error;
      return { firstArrival: error.vars?.amount };
    });
    if (typeof result === 'object') {
      ctx.out(
        `recharge ${recharge} pass: nothing changed: the first approver passed ${result.firstArrival}; pass that arrival or refuse`,
      );
      return 1;
    }
    ctx.out(`recharge ${recharge} pass: ${said[result]}`);
    return result === 'done' || result === 'awaiting' ? 0 : 1;
  }
  if (action === 'refuse' && Number.isInteger(recharge) && o.reason) {
    const result = await refuseRecharge(ctx.db, recharge, o.reason, OPS_ACTOR);
    ctx.out(`recharge ${recharge} refuse: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  ctx.out(
    'usage: recharge list [--reference <code>] | pass <id> --arrival <amount> | refuse <id> --reason <text>',
  );
  return 2;
}

/** `withdraw list | pass <id> | refuse <id> --reason <text>` */
export async function withdrawCommand(
  ctx: OpsContext,
  action: string | undefined,
  id: string | undefined,
  reason: string | undefined,
) {
  if (action === 'list') {
    // The back office's queue (GET /api/admin/withdrawals), oldest first.
    const rows = await withdrawalsToAudit(ctx.db);
    for (const r of rows)
      ctx.out(
        `${r.id}  ${r.buyer_account}  ${r.type} ${r.destination}  ${r.amount} (charge ${r.service_charge})  ${r.created_at}`,
      );
    if (rows.length === 0) ctx.out('no withdrawal is waiting for audit');
    return 0;
  }
  const withdrawal = Number(id);
  if (action === 'pass' && Number.isInteger(withdrawal)) {
    const result = await passWithdrawal(ctx.db, withdrawal, OPS_ACTOR);
    ctx.out(`withdrawal ${withdrawal} pass: ${said[result]}`);
    return result === 'done' || result === 'awaiting' ? 0 : 1;
  }
  if (action === 'refuse' && Number.isInteger(withdrawal) && reason) {
    const result = await refuseWithdrawal(ctx.db, withdrawal, reason, OPS_ACTOR);
    ctx.out(`withdrawal ${withdrawal} refuse: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  ctx.out('usage: withdraw list | pass <id> | refuse <id> --reason <text>');
  return 2;
}
