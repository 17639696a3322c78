import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { DAY } from '#server/lib/clock.ts';
import { passRefund } from './refund-decisions.ts';

const BATCH = 200;

export type EscalationConfig = Pick<Config, 'REFUND_ESCALATE_DAYS'>;

/** Before this instant, a refund request still waiting for the operator is overdue (issue 37 item 4). */
export function overdueBefore(config: EscalationConfig, now: Date): string {
  return new Date(now.getTime() - config.REFUND_ESCALATE_DAYS * DAY).toISOString();
}

/**
 * Approves the overdue requests for money back without a return on orders the courier never delivered, as the
 * operator's pass does (the same function: its bill rows, discount money, notice), once each: the pass is
 * conditional on the request still waiting. Answers how many it approved.
 */
export async function approveOverdueRefunds(db: Db, config: EscalationConfig, now: Date): Promise<number> {
  const due = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select('refunds.id')
    .where('refunds.status', '=', 'auditing')
    .where('refunds.type', '=', 'refund_only')
    .where('refunds.created_at', '<', overdueBefore(config, now))
    .where('orders.courier_delivered_at', 'is', null)
    .orderBy('refunds.id')
    .limit(BATCH)
    .execute();
  let approved = 0;
  const note = `approved automatically: undecided for ${config.REFUND_ESCALATE_DAYS} days`;
  for (const { id } of due) if ((await passRefund(db, Number(id), note)) === 'done') approved += 1;
  return approved;
}
