// First: sizes libuv's thread pool before anything starts it.
import './process/thread-pool.ts';
import cluster from 'node:cluster';
import { type Config, loadConfig } from './config.ts';
import { runPrimary } from './process/primary.ts';
import { serve } from './process/serve.ts';
import { startWarnings } from './process/warnings.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// WEB_CONCURRENCY=N: a primary that seeds once and forks N workers on one port; otherwise one process.
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(config, startWarnings(config));
else if (cluster.isWorker) await serve(config, { seed: false, warnings: [] });
else await serve(config, { seed: true, warnings: startWarnings(config) });
