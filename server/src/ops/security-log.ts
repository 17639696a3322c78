import {
  SECURITY_EVENT_KINDS,
  type SecurityEventKind,
  securityEvents,
} from '#server/modules/security-log/service.ts';
import type { OpsContext } from './context.ts';
import { userIdByAccount } from './ledger.ts';

const isKind = (kind: string): kind is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(kind);

/** `ops security-log [--account a] [--kind k] [--since ISO] [--limit n]`: the newest events first. */
export async function securityLog(
  { db, out }: OpsContext,
  filter: {
    account?: string | undefined;
    kind?: string | undefined;
    since?: string | undefined;
    limit?: string | undefined;
  },
): Promise<number> {
  if (filter.kind && !isKind(filter.kind)) {
    out(`unknown kind "${filter.kind}"; one of: ${SECURITY_EVENT_KINDS.join(', ')}`);
    return 2;
  }
  if (filter.since && Number.isNaN(Date.parse(filter.since))) {
    out(`--since must be a date or time, such as 2026-11-28 or 2026-11-28T10:00:00Z`);
    return 2;
  }
  const limit = Number(filter.limit ?? 100);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) {
    out('--limit must be a whole number from 1 to 10000');
    return 2;
  }
  const userId = filter.account ? await userIdByAccount(db, filter.account) : undefined;
  if (filter.account && userId === null) {
    out(`no user with account "${filter.account}"`);
    return 1;
  }
  const events = await securityEvents(db, {
    ...(userId != null ? { userId } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.since ? { since: new Date(filter.since).toISOString() } : {}),
    limit,
  });
  for (const e of events) {
    const who = e.user_account ?? (e.account ? `(unknown "${e.account}")` : '-');
    out(`${e.at}  ${e.kind.padEnd(16)}  ${who}  ${e.address ?? '-'}`);
  }
  if (events.length === 0) out('no security events match');
  return 0;
}
