import type { Dashboard, StaffRole } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { auditQueueCounts } from '#server/modules/wallet/audit-queues.ts';

// Which roles work each queue: a role sees the counts of its own queues.
const QUEUE_ROLES = {
  recharges: ['owner', 'finance'],
  withdrawals: ['owner', 'finance'],
} as const satisfies Record<Dashboard['queues'][number]['queue'], readonly StaffRole[]>;

export async function dashboard(db: Db, role: StaffRole): Promise<Dashboard> {
  const counts = await auditQueueCounts(db);
  const queues = (Object.keys(QUEUE_ROLES) as (keyof typeof QUEUE_ROLES)[])
    .filter((queue) => (QUEUE_ROLES[queue] as readonly StaffRole[]).includes(role))
    .map((queue) => ({ queue, ...counts[queue] }));
  return { queues };
}
