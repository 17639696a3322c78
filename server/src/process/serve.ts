import { buildApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { checkLedger } from '#server/jobs/ledger-check.ts';
import { sweepOrders } from '#server/jobs/order-sweeps.ts';
import { sweepAttempts } from '#server/modules/account/service.ts';
import { sweepIdempotencyKeys } from '#server/modules/idempotency/service.ts';
import { foldSales } from '#server/modules/orders/sales.ts';
import { sweepSecurityEvents } from '#server/modules/security-log/service.ts';
import { decodePicturesOnOneThread } from '#server/modules/uploads/decode.ts';
import { sweepVitals } from '#server/modules/vitals/service.ts';
import { seedIfEmpty } from '#server/seed/seed.ts';

/**
 * One server process: the single process of a plain start, or a worker under the cluster primary
 * (which has already migrated and seeded, so `seed` is false there).
 */
export async function serve(config: Config, options: { seed: boolean; warnings: string[] }): Promise<void> {
  const app = await buildApp(config);
  for (const warning of options.warnings) app.log.warn(warning);
  if (options.seed && config.SEED_DEMO) await seedIfEmpty(app.db, config, app.log);
  decodePicturesOnOneThread();
  await app.listen({ host: config.HOST, port: config.PORT });

  // Every process sweeps: each order moves through a conditional update, so it moves once.
  const sweep =
    config.SWEEP_INTERVAL_SECONDS > 0
      ? setInterval(() => {
          sweepOrders(app.db, config).then(
            (counts) => {
              if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, 'order sweep');
            },
            (error: unknown) => app.log.error({ err: error }, 'order sweep failed'),
          );
          // Keys older than a day answer nothing any more, nor attempts out of every window, nor security
          // events past their retention: only rows go.
          for (const [name, sweepRows] of [
            ['idempotency key sweep', sweepIdempotencyKeys],
            ['attempts sweep', sweepAttempts],
            ['security log sweep', (db: typeof app.db) => sweepSecurityEvents(db, config.SECURITY_LOG_DAYS)],
            ['page speed sweep', (db: typeof app.db) => sweepVitals(db, config.VITALS_DAYS)],
          ] as const) {
            sweepRows(app.db).then(
              (deleted) => {
                if (deleted > 0) app.log.info({ deleted }, name);
              },
              (error: unknown) => app.log.error({ err: error }, `${name} failed`),
            );
          }
        }, config.SWEEP_INTERVAL_SECONDS * 1000)
      : null;
  sweep?.unref();
  const ledger =
    config.LEDGER_CHECK_MINUTES > 0
      ? setInterval(() => {
          checkLedger(app.db).then(
            (drift) => {
              if (drift.length > 0) app.log.error({ drift: drift.slice(0, 20) }, 'ledger drift');
            },
            (error: unknown) => app.log.error({ err: error }, 'ledger check failed'),
          );
        }, config.LEDGER_CHECK_MINUTES * 60_000)
      : null;
  ledger?.unref();
  // Every process folds too: a row is counted by the one that deletes it.
  let folding = false;
  const fold =
    config.SALES_FOLD_MS > 0
      ? setInterval(() => {
          if (folding) return;
          folding = true;
          foldSales(app.db)
            .catch((error: unknown) => app.log.error({ err: error }, 'sales fold failed'))
            .finally(() => {
              folding = false;
            });
        }, config.SALES_FOLD_MS)
      : null;
  fold?.unref();
  // Every process looks for new notices to push and mail; each is taken by one (notices/sender.ts).
  app.noticeSender.start(config.NOTICE_SEND_MS);

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      if (sweep) clearInterval(sweep);
      if (fold) clearInterval(fold);
      if (ledger) clearInterval(ledger);
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
