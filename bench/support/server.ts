import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Runs a repo script to completion with the given environment. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${script} exited with ${code}`))));
  });
}

/**
 * Starts the server; with `onStderr`, its standard error goes there instead of this process's. `root`: the
 * checkout whose server runs (another one's, to compare before and after in one bench).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  onStderr?: (text: string) => void,
  root = ROOT,
): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, 'server/src/main.ts'], {
    cwd: root,
    // A bench's buyers all come from loopback: the per-address limits would count them as one caller
    // (docs/benchmarks.md), unless the bench or its caller sets them.
    env: {
      ADDRESS_IN_FLIGHT: '10000',
      ADDRESS_QUEUE: '100000',
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', onStderr ? 'pipe' : 'inherit'],
  });
  server.stderr?.setEncoding('utf8').on('data', (text: string) => onStderr?.(text));
  let exitCode: number | null | undefined;
  server.once('exit', (code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    // A port another engineer's server holds ends ours at once: say so rather than wait 300 s.
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode} before it answered`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /healthz within 300 s');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
