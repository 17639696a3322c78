import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { sweepOrders } from './jobs/order-sweeps.ts';
import { sweepIdempotencyKeys } from './modules/idempotency/service.ts';
import { seedIfEmpty } from './seed/seed.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config);
if (config.SEED_DEMO) await seedIfEmpty(app.db, config, app.log);
await app.listen({ host: config.HOST, port: config.PORT });

const sweep =
  config.SWEEP_INTERVAL_SECONDS > 0
    ? setInterval(() => {
        sweepOrders(app.db, config).then(
          (counts) => {
            if (counts.expired + counts.received + counts.completed > 0) app.log.info(counts, 'order sweep');
          },
          (error: unknown) => app.log.error({ err: error }, 'order sweep failed'),
        );
        // Keys older than a day answer nothing any more (issue 16); the sweep only frees their rows.
        sweepIdempotencyKeys(app.db).then(
          (deleted) => {
            if (deleted > 0) app.log.info({ deleted }, 'idempotency key sweep');
          },
          (error: unknown) => app.log.error({ err: error }, 'idempotency key sweep failed'),
        );
      }, config.SWEEP_INTERVAL_SECONDS * 1000)
    : null;
sweep?.unref();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    if (sweep) clearInterval(sweep);
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
