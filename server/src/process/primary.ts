import cluster, { type Worker } from 'node:cluster';
import { type Config, sqliteFile } from '#server/config.ts';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { sumWorkersOnAsk } from '#server/modules/metrics/cluster.ts';
import { seedIfEmpty } from '#server/seed/seed.ts';
import { primaryLog } from './primary-log.ts';

// A worker that keeps dying is restarted after 1, 2, 4 … 30 s; one that lived a minute starts again at 1 s.
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
const STOP_LIMIT_MS = 10_000;

type Slot = { worker?: Worker; startedAt: number; failures: number; restart?: NodeJS.Timeout };

/**
 * WEB_CONCURRENCY > 1: migrates and seeds once, then forks that many workers on one port, restarts a
 * worker that dies (with a back-off) and stops them all on SIGTERM or SIGINT.
 */
export async function runPrimary(config: Config, warnings: string[]): Promise<void> {
  const log = primaryLog(config.LOG_LEVEL);
  for (const warning of warnings) log.warn(warning);
  const db = connect({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFile(config) });
  try {
    await migrateToLatest(db);
    if (config.SEED_DEMO) await seedIfEmpty(db, config, log);
  } finally {
    await db.destroy();
  }

  if (config.METRICS_TOKEN) sumWorkersOnAsk();
  const slots: Slot[] = [];
  const start = (slot: Slot) => {
    slot.restart = undefined;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork();
  };
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) {
    const slot: Slot = { startedAt: 0, failures: 0 };
    slots.push(slot);
    start(slot);
  }
  log.info({ workers: config.WEB_CONCURRENCY, port: config.PORT }, 'cluster started');

  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.find((s) => s.worker === worker);
    if (!slot) return;
    slot.worker = undefined;
    if (closing) {
      if (slots.every((s) => s.worker === undefined)) process.exit(0);
      return;
    }
    slot.failures = Date.now() - slot.startedAt > HEALTHY_AFTER_MS ? 1 : slot.failures + 1;
    const delay = Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** (slot.failures - 1));
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died; restarting it');
    slot.restart = setTimeout(() => start(slot), delay);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down the workers');
      for (const slot of slots) clearTimeout(slot.restart);
      const running = slots.flatMap((s) => (s.worker ? [s.worker] : []));
      if (running.length === 0) process.exit(0);
      for (const worker of running) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of running) worker.process.kill('SIGKILL');
      }, STOP_LIMIT_MS).unref();
    });
  }
}
