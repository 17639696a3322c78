import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type RunningServer, repoRoot } from './server.ts';

const run = promisify(execFile);

/** Runs the operator CLI (`npm run ops -- …`) against the test server's database and returns its output. */
export async function runOps(server: RunningServer, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['server/src/ops/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...server.env },
  });
  return stdout;
}
