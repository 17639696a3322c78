import { PUSH_SUBSCRIPTIONS_PER_BUYER } from '@crossbay/contract/push';
import type { Executor } from '#server/db/executor.ts';

export type PushSubscriptionRow = { id: number; endpoint: string; p256dh: string; auth: string };

/** Keeps a browser's subscription (a known endpoint moves to this buyer with its new keys) and drops the
 * buyer's oldest past PUSH_SUBSCRIPTIONS_PER_BUYER. */
export async function saveSubscription(
  db: Executor,
  row: { user_id: number; endpoint: string; p256dh: string; auth: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
      }),
    )
    .execute();
  const kept = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', row.user_id)
    .orderBy('id', 'desc')
    .limit(PUSH_SUBSCRIPTIONS_PER_BUYER)
    .execute();
  const oldestKept = kept.at(-1);
  if (kept.length === PUSH_SUBSCRIPTIONS_PER_BUYER && oldestKept)
    await db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', row.user_id)
      .where('id', '<', oldestKept.id)
      .execute();
}

export async function deleteSubscription(db: Executor, endpoint: string, userId?: number): Promise<void> {
  let query = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  await query.execute();
}

export async function markSubscriptionWorked(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: at }).where('id', '=', id).execute();
}

/** A buyer's subscriptions (read only). */
export async function subscriptionsOf(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function setOptOut(
  db: Executor,
  userId: number,
  channel: string,
  kind: string,
  off: boolean,
): Promise<void> {
  if (off)
    await db
      .insertInto('delivery_opt_outs')
      .values({ user_id: userId, channel, kind })
      .onConflict((oc) => oc.columns(['user_id', 'channel', 'kind']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('delivery_opt_outs')
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('kind', '=', kind)
      .execute();
}

/** The kinds a buyer turned off, as `channel:kind` (read only). */
export async function optOutsOf(db: Executor, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('delivery_opt_outs')
    .select(['channel', 'kind'])
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => `${r.channel}:${r.kind}`));
}

export async function deleteSubscriptionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}
