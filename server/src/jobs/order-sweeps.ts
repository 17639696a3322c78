import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { DAY } from '#server/lib/clock.ts';
import {
  approveOverdueRefunds,
  type EscalationConfig,
} from '#server/modules/after-sales/refund-escalation.ts';
import { cancelUnpaid, transition } from '#server/modules/orders/lifecycle.ts';
import { creditLateOrders, type ProtectionConfig, receiveDue } from '#server/modules/orders/protection.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';

const BATCH = 200;

type SweepConfig = ProtectionConfig & EscalationConfig & Pick<Config, 'ORDER_AUTO_COMPLETE_DAYS'>;

async function due(db: Db, status: string, column: 'expires_at' | 'received_at', before: string) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', status)
    .where(column, '<', before)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * The timed transitions of the state machine. Each order moves in its own transaction through a
 * conditional update, so any number of servers may sweep at once and an order moves once.
 */
export async function sweepOrders(
  db: Db,
  config: SweepConfig,
  now = new Date(),
): Promise<{ expired: number; received: number; completed: number; lateCredited: number; refunded: number }> {
  const counts = { expired: 0, received: 0, completed: 0, lateCredited: 0, refunded: 0 };
  for (const id of await due(db, 'waiting_pay', 'expires_at', now.toISOString())) {
    if (await db.transaction().execute((tx) => cancelUnpaid(tx, db.dialectName, id, 'expire')))
      counts.expired += 1;
  }
  // Expired orders gave their stock back.
  if (counts.expired > 0) await catalogChanged(db);
  counts.received = await receiveDue(db, config, now);
  counts.lateCredited = await creditLateOrders(db, config, now);
  counts.refunded = await approveOverdueRefunds(db, config, now);
  const completeBefore = new Date(now.getTime() - config.ORDER_AUTO_COMPLETE_DAYS * DAY).toISOString();
  for (const id of await due(db, 'received', 'received_at', completeBefore)) {
    if (await db.transaction().execute((tx) => transition(tx, id, 'auto_complete'))) counts.completed += 1;
  }
  return counts;
}
