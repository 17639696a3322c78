import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { processMetrics } from './registry.ts';

const ASK = 'crossbay:metrics?';
const ANSWER = 'crossbay:metrics';
const ASK_LIMIT_MS = 5_000;

type Message = { type?: unknown; id?: unknown; text?: unknown; error?: unknown };

/**
 * The primary adds up its workers' counters when one of them is scraped: the scrape reaches one worker of the
 * shared port, which asks the primary, which asks every worker (prom-client's cluster aggregator).
 */
export function sumWorkersOnAsk(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Message) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
    );
  });
}

// A worker answers the primary's asks once an aggregator exists in it (prom-client adds its listener then).
if (cluster.isWorker) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processMetrics]);
}

/** This process's counters, or every worker's added up when it is one of several. */
export function summedMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return processMetrics.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => settle(new Error('the primary did not add up the workers in time')),
      ASK_LIMIT_MS,
    );
    const onMessage = (message: Message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      settle(
        typeof message.text === 'string' ? null : new Error(String(message.error)),
        message.text as string,
      );
    };
    function settle(error: Error | null, text?: string) {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text as string);
    }
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}
