import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { type AuditFilter, auditRowsOf, insertAuditRow, lastActionOn } from './repo.ts';

/** Who acts: a logged-in staff member (with the address the request came from), or the `ops` command line. */
export type AuditActor =
  | { kind: 'staff'; id: number; name: string; address: string | null }
  | { kind: 'ops' };

export const OPS_ACTOR: AuditActor = { kind: 'ops' };

export type AuditChange = {
  action: string;
  objectType: string;
  objectId: string | number | null;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one row (decision 0119): given the caller's transaction, it commits or rolls back with the change it
 * records. Never a password, code, token or secret in `before` or `after`.
 */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAuditRow(db, {
    at: nowIso(),
    actor_kind: actor.kind,
    actor_id: actor.kind === 'staff' ? actor.id : null,
    actor_name: actor.kind === 'staff' ? actor.name : 'ops',
    address: actor.kind === 'staff' ? (actor.address?.slice(0, 64) ?? null) : null,
    action: change.action,
    object_type: change.objectType,
    object_id: change.objectId === null ? null : String(change.objectId),
    before: json(change.before),
    after: json(change.after),
  });
}

/** Who made the last of these actions on an object, if the log saw it. */
export async function whoDid(
  db: Executor,
  objectType: string,
  objectId: number,
  actions: string[],
): Promise<{ actor: string; at: string } | undefined> {
  const row = await lastActionOn(db, objectType, String(objectId), actions);
  return row ? { actor: row.actor_name, at: row.at } : undefined;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export async function auditEntries(db: Db, filter: AuditFilter) {
  const rows = await auditRowsOf(db, filter);
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actor_kind: r.actor_kind,
    actor_name: r.actor_name,
    address: r.address,
    action: r.action,
    object_type: r.object_type,
    object_id: r.object_id,
    before: parsed(r.before),
    after: parsed(r.after),
  }));
}
