import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../e2e/support/server.ts';

const MAIN = resolve(import.meta.dirname, '../../src/main.ts');
// A first run on a fresh MEDIA_DIR draws the demo pictures (about a minute); later runs reuse them.
const STARTUP_LIMIT_MS = 120_000;

/**
 * A real server process (`node server/src/main.ts`) with a DATA_DIR of its own (or, with `sharedDataDir`, a
 * test app's, to serve its SQLite database), and all it printed.
 */
export type Server = {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
  dataDir: string;
  ownsDataDir: boolean;
};

export async function startServer(
  name: string,
  env: Record<string, string>,
  sharedDataDir?: string,
): Promise<Server> {
  const port = await freePort();
  const dataDir = sharedDataDir ?? mkdtempSync(resolve(tmpdir(), `crossbay-procs-${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: string) => {
    log += chunk;
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited at start:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, url, child, log: () => log, dataDir, ownsDataDir: sharedDataDir === undefined };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server ${name} not healthy in ${STARTUP_LIMIT_MS / 1000} s:\n${log}`);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await exited;
  }
  if (server.ownsDataDir) rmSync(server.dataDir, { recursive: true, force: true });
}

/**
 * The environment of several server processes on one PostgreSQL database of a test app, counting together in
 * Redis under `redisPrefix`, with the sweeps every second; `extra` adds or overrides.
 */
export function sharedServerEnv(
  databaseUrl: string,
  redis: { url: string; prefix: string },
  secrets: Record<string, string>,
  extra: Record<string, string>,
): Record<string, string> {
  return {
    ...secrets,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    FILE_STORE: 'database',
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    SEED_DEMO: 'false',
    SWEEP_INTERVAL_SECONDS: '1',
    ...extra,
  };
}
