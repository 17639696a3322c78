import { formatCents, parseCents } from '@crossbay/contract/money';
import { passRecharge, refuseRecharge } from '../modules/wallet/recharge.ts';
import { passWithdrawal, refuseWithdrawal } from '../modules/wallet/withdraw.ts';
import type { OpsContext } from './context.ts';

const said = { done: 'done', already: 'nothing changed: it was already decided' } as const;

/** `recharge list | pass <id> --arrival <amount> | refuse <id> --reason <text>` */
export async function rechargeCommand(
  ctx: OpsContext,
  action: string | undefined,
  id: string | undefined,
  o: { arrival?: string | undefined; reason?: string | undefined },
) {
  if (action === 'list') {
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
        'recharges.created_at',
      ])
      .where('status', '=', 'auditing')
      .orderBy('recharges.id')
      .execute();
    for (const r of rows)
      ctx.out(
        `${r.id}  ${r.account}  ${r.method} ${r.network}  ${formatCents(Number(r.amount))}  ${r.created_at}`,
      );
    if (rows.length === 0) ctx.out('no recharge is waiting for audit');
    return 0;
  }
  const recharge = Number(id);
  if (action === 'pass') {
    const arrival = parseCents(o.arrival);
    if (!Number.isInteger(recharge) || arrival === null) {
      ctx.out('usage: recharge pass <id> --arrival <amount actually received>');
      return 2;
    }
    const result = await passRecharge(ctx.db, recharge, arrival);
    ctx.out(`recharge ${recharge} pass: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  if (action === 'refuse' && Number.isInteger(recharge) && o.reason) {
    const result = await refuseRecharge(ctx.db, recharge, o.reason);
    ctx.out(`recharge ${recharge} refuse: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  ctx.out('usage: recharge list | pass <id> --arrival <amount> | refuse <id> --reason <text>');
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
    const rows = await ctx.db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .select([
        'withdrawals.id',
        'users.account',
        'type',
        'amount',
        'service_charge',
        'bank_name',
        'network',
        'withdrawals.created_at',
      ])
      .where('status', '=', 'auditing')
      .orderBy('withdrawals.id')
      .execute();
    for (const r of rows)
      ctx.out(
        `${r.id}  ${r.account}  ${r.type} ${r.bank_name ?? r.network}  ${formatCents(Number(r.amount))} (charge ${formatCents(Number(r.service_charge))})  ${r.created_at}`,
      );
    if (rows.length === 0) ctx.out('no withdrawal is waiting for audit');
    return 0;
  }
  const withdrawal = Number(id);
  if (action === 'pass' && Number.isInteger(withdrawal)) {
    const result = await passWithdrawal(ctx.db, withdrawal);
    ctx.out(`withdrawal ${withdrawal} pass: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  if (action === 'refuse' && Number.isInteger(withdrawal) && reason) {
    const result = await refuseWithdrawal(ctx.db, withdrawal, reason);
    ctx.out(`withdrawal ${withdrawal} refuse: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  ctx.out('usage: withdraw list | pass <id> | refuse <id> --reason <text>');
  return 2;
}
