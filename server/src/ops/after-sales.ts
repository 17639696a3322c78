import { formatCents } from '@crossbay/contract/money';
import { AUDIT_STATUSES, type AuditStatus } from '@crossbay/contract/wallet';
import { complaintsForOps, replyToComplaint } from '#server/modules/after-sales/complaints.ts';
import { consultationsForOps, shopReply } from '#server/modules/after-sales/consultations.ts';
import { passRefund, refundsWithStatus, refuseRefund } from '#server/modules/after-sales/refund-decisions.ts';
import { overdueBefore } from '#server/modules/after-sales/refund-escalation.ts';
import type { OpsContext } from './context.ts';

const said = { done: 'done', already: 'nothing changed: it is not waiting for a decision' } as const;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

const isStatus = (value: string): value is AuditStatus =>
  (AUDIT_STATUSES as readonly string[]).includes(value);

/** `refund list [--status auditing|passed|refused] | pass <id> [--note text] | refuse <id> --note <text>` */
export async function refundCommand(
  ctx: OpsContext,
  action: string | undefined,
  id: string | undefined,
  o: { status?: string | undefined; note?: string | undefined },
) {
  const status = o.status ?? 'auditing';
  if (action === 'list' && isStatus(status)) {
    const rows = await refundsWithStatus(ctx.db, status);
    const overdue = overdueBefore(ctx.config, new Date());
    for (const r of rows)
      ctx.out(
        `${r.id}  order ${r.sn} (${r.order_status})  ${r.account}  ${formatCents(Number(r.amount))}  ${r.type} ${r.goods_state} ${r.reason}: ${oneLine(r.explanation)}  ${r.created_at}${status === 'auditing' && r.created_at < overdue ? '  OVERDUE' : ''}`,
      );
    if (rows.length === 0) ctx.out(`no refund is ${status}`);
    return 0;
  }
  const refund = Number(id);
  if (action === 'pass' && Number.isInteger(refund)) {
    const result = await passRefund(ctx.db, refund, o.note ?? null);
    ctx.out(`refund ${refund} pass: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  if (action === 'refuse' && Number.isInteger(refund) && o.note) {
    const result = await refuseRefund(ctx.db, refund, o.note);
    ctx.out(`refund ${refund} refuse: ${said[result]}`);
    return result === 'done' ? 0 : 1;
  }
  ctx.out(
    'usage: refund list [--status auditing|passed|refused] | pass <id> [--note text] | refuse <id> --note <text>',
  );
  return 2;
}

/** `list [--open] | reply <id> <text…>`: the words after the id are the reply. */
async function listOrReply(
  ctx: OpsContext,
  args: string[],
  usage: string,
  list: () => Promise<string[]>,
  reply: (id: number, text: string) => Promise<[done: boolean, said: string]>,
) {
  const [action, id, ...words] = args;
  if (action === 'list') {
    const lines = await list();
    for (const line of lines) ctx.out(line);
    if (lines.length === 0) ctx.out('nothing to list');
    return 0;
  }
  const text = words.join(' ').trim();
  if (action === 'reply' && Number.isInteger(Number(id)) && text) {
    const [done, said] = await reply(Number(id), text);
    ctx.out(said);
    return done ? 0 : 1;
  }
  ctx.out(`usage: ${usage}`);
  return 2;
}

/** `complaint list [--open] | reply <id> <text…>`: the platform's answer, once per complaint. */
export function complaintCommand(ctx: OpsContext, args: string[], openOnly: boolean) {
  return listOrReply(
    ctx,
    args,
    'complaint list [--open] | reply <id> <text…>',
    async () =>
      (await complaintsForOps(ctx.db, openOnly)).map(
        (r) =>
          `${r.id}  ${r.account}  ${r.order_sn ? `order ${r.order_sn}` : 'platform'}  ${r.status}  ${oneLine(r.content)}  ${r.created_at}`,
      ),
    async (id, text) =>
      (await replyToComplaint(ctx.db, id, text))
        ? [true, `complaint ${id} replied`]
        : [false, `nothing changed: no open complaint ${id}`],
  );
}

/** `consult list [--open] | reply <id> <text…>`: the shop's answer in a buyer's consultation. */
export function consultCommand(ctx: OpsContext, args: string[], openOnly: boolean) {
  return listOrReply(
    ctx,
    args,
    'consult list [--open] | reply <id> <text…>',
    async () =>
      (await consultationsForOps(ctx.db, openOnly)).map(
        (r) =>
          `${r.id}  ${r.account} → ${r.shop}${r.product_id === null ? '' : ` (product ${r.product_id})`}  ${r.status}  ${r.last?.author ?? ''}: ${oneLine(r.last?.content ?? '')}  ${r.updated_at}`,
      ),
    async (id, text) =>
      (await shopReply(ctx.db, id, text))
        ? [true, `consultation ${id} answered`]
        : [false, `nothing changed: no consultation ${id}`],
  );
}
