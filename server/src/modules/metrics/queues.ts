import { Gauge, Registry } from 'prom-client';
import type { Db } from '#server/db/connect.ts';
import { waitingQueues } from './repo.ts';

/**
 * Read from the database at each scrape by the process that answers it, outside the workers' sum: every
 * worker would read the same rows, and a sum would count them once per worker.
 */
export function queueMetrics(db: Db) {
  const registry = new Registry();
  const waiting = new Gauge({
    name: 'crossbay_queue_waiting',
    help: 'Recharges, withdrawals and refunds waiting for a decision of staff.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'crossbay_queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting recharge, withdrawal or refund has waited (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return {
    async text(now = Date.now()): Promise<string> {
      for (const [queue, { waiting: n, oldestAt }] of Object.entries(await waitingQueues(db))) {
        waiting.set({ queue }, n);
        oldest.set({ queue }, oldestAt ? Math.max(0, (now - Date.parse(oldestAt)) / 1000) : 0);
      }
      return registry.metrics();
    },
  };
}
