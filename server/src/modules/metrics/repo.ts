import type { Db } from '#server/db/connect.ts';

export type Waiting = { waiting: number; oldestAt: string | null };

// The queues staff work through: what waits for an audit or a decision, and since when.
const QUEUES = ['recharges', 'withdrawals', 'refunds'] as const;
export type Queue = (typeof QUEUES)[number];

/** How many of each queue wait for staff ('auditing'), and the oldest one's creation time (read only). */
export async function waitingQueues(db: Db): Promise<Record<Queue, Waiting>> {
  const counted = await Promise.all(
    QUEUES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('created_at').as('oldest_at')])
        .where('status', '=', 'auditing')
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(
    QUEUES.map((queue, i) => [
      queue,
      {
        waiting: Number(counted[i]?.waiting ?? 0),
        oldestAt: (counted[i]?.oldest_at as string | null) ?? null,
      },
    ]),
  ) as Record<Queue, Waiting>;
}
