import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

// A first run draws the demo pictures (about a minute on two cores); later runs reuse MEDIA_DIR.
const STARTUP_LIMIT_MS = 240_000;
const SHARED_MEDIA_DIR = join(tmpdir(), 'crossbay-e2e-media');
const STOP_LIMIT_MS = 10_000;
const LOG_TAIL_CHARS = 20_000;

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  /** The settings the server runs with, for the ops CLI to reach the same database. */
  env: Record<string, string>;
  stderr: () => string;
  /** The tail of the server's log (pino writes to stdout): e.g. an email written there without SMTP. */
  stdout: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port from the OS');
  return address.port;
}

// Starts the real server on a fresh data directory; it serves the web app already built into web/dist.
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'crossbay-e2e-'));
  const env = { DATA_DIR: dataDir, MEDIA_DIR: SHARED_MEDIA_DIR, NODE_ENV: 'test', ...extraEnv };
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    // The live notice stream stays open while a buyer is logged in, so no page would ever be "network idle";
    // only specs/notices-live.spec.ts turns it on (its server answers 204 "no stream" otherwise).
    env: { ...process.env, PORT: String(port), NOTICE_STREAM: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    logs.stdout = (logs.stdout + chunk).slice(-LOG_TAIL_CHARS);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    logs.stderr = (logs.stderr + chunk).slice(-LOG_TAIL_CHARS);
  });

  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop();
    const detail = `--- server stderr ---\n${logs.stderr || '(empty)'}\n--- server stdout ---\n${logs.stdout || '(empty)'}`;
    throw new Error(`${(error as Error).message}\n${detail}`, { cause: error });
  }
  return { baseURL, dataDir, env, stderr: () => logs.stderr, stdout: () => logs.stdout, stop };
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during startup (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`server not healthy within ${STARTUP_LIMIT_MS / 1000} s (${lastProblem})`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
