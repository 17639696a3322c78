import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { AuditLogTable } from '#server/db/schema.ts';

// Rows are only ever inserted: the table's triggers refuse an update or a delete (migration 0035).
export async function insertAuditRow(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export type AuditFilter = { objectType?: string | undefined; objectId?: string | undefined; limit: number };

/** The newest rows first, filtered (read only). */
export function auditRowsOf(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  return query.execute();
}

/** The newest row of one of `actions` on an object: who decided it. */
export function lastActionOn(db: Executor, objectType: string, objectId: string, actions: string[]) {
  return db
    .selectFrom('audit_log')
    .select(['actor_name', 'actor_kind', 'at', 'action'])
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .where('action', 'in', actions)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
