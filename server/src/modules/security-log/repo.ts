import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { SecurityEventsTable } from '#server/db/schema.ts';

export async function insertSecurityEvent(
  db: Executor,
  event: Insertable<SecurityEventsTable>,
): Promise<void> {
  await db.insertInto('security_events').values(event).execute();
}

export type SecurityEventFilter = { userId?: number; kind?: string; since?: string; limit: number };

/** The newest events first, filtered (read only). */
export async function securityEventsOf(db: Db, filter: SecurityEventFilter) {
  let query = db
    .selectFrom('security_events')
    .leftJoin('users', 'users.id', 'security_events.user_id')
    .select([
      'security_events.id',
      'security_events.at',
      'security_events.kind',
      'security_events.user_id',
      'security_events.account',
      'security_events.address',
      'users.account as user_account',
    ])
    .orderBy('security_events.at', 'desc')
    .orderBy('security_events.id', 'desc')
    .limit(filter.limit);
  if (filter.userId !== undefined) query = query.where('security_events.user_id', '=', filter.userId);
  if (filter.kind) query = query.where('security_events.kind', '=', filter.kind);
  if (filter.since) query = query.where('security_events.at', '>=', filter.since);
  return query.execute();
}

export async function deleteSecurityEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('security_events').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
