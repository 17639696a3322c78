import type { Dashboard, StaffRole } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { approvalsToFinish } from '#server/modules/wallet/approvals.ts';
import { auditQueueCounts } from '#server/modules/wallet/audit-queues.ts';

// Which roles work each queue: a role sees the counts of its own queues. `approvals` holds the large sums one
// person approved, waiting for a second.
const QUEUE_ROLES = {
  recharges: ['owner', 'finance'],
  withdrawals: ['owner', 'finance'],
  approvals: ['owner', 'finance'],
} as const satisfies Record<Dashboard['queues'][number]['queue'], readonly StaffRole[]>;

export async function dashboard(db: Db, role: StaffRole): Promise<Dashboard> {
  const [requests, approvals] = await Promise.all([auditQueueCounts(db), approvalsToFinish(db)]);
  const counts = {
    ...requests,
    approvals: {
      count: approvals.length,
      oldest_waiting_seconds: approvals[0] ? Math.max(...approvals.map((a) => a.waiting_seconds)) : null,
    },
  };
  const queues = (Object.keys(QUEUE_ROLES) as (keyof typeof QUEUE_ROLES)[])
    .filter((queue) => (QUEUE_ROLES[queue] as readonly StaffRole[]).includes(role))
    .map((queue) => ({ queue, ...counts[queue] }));
  return { queues };
}
