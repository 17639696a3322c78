import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import {
  deleteSecurityEventsBefore,
  insertSecurityEvent,
  type SecurityEventFilter,
  securityEventsOf,
} from './repo.ts';

export const SECURITY_EVENT_KINDS = [
  'login_succeeded',
  'login_failed',
  'login_throttled',
  'login_locked',
  'password_changed',
  'pay_code_changed',
  'pay_code_wrong',
  'pay_code_locked',
  'login_new_device',
  'account_closed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

// Typed by whoever logs in; kept as typed, cut to the column.
const ACCOUNT_KEPT = 64;

/**
 * Appends one event: who (a user, or the account name tried when none is known), what, when, from which
 * address. Never a password, code, token or email.
 */
export async function recordSecurityEvent(
  db: Executor,
  kind: SecurityEventKind,
  who: { userId?: number | null; account?: string | null; address?: string | null },
): Promise<void> {
  await insertSecurityEvent(db, {
    at: nowIso(),
    kind,
    user_id: who.userId ?? null,
    account: who.account ? who.account.slice(0, ACCOUNT_KEPT) : null,
    address: who.address ? who.address.slice(0, 64) : null,
  });
}

export const securityEvents = (db: Db, filter: SecurityEventFilter) => securityEventsOf(db, filter);

/** Deletes the events older than `days`; answers how many (the sweep's bounded retention). */
export function sweepSecurityEvents(db: Db, days: number, now = new Date()): Promise<number> {
  return deleteSecurityEventsBefore(db, new Date(now.getTime() - days * DAY).toISOString());
}
