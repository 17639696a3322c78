import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type RunningServer, repoRoot } from './server.ts';

const run = promisify(execFile);

/** A one-time startup-login URL from the operator CLI (`npm run ops -- login-link`), for that server. */
export async function loginLink(server: RunningServer, account: string, path: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['server/src/ops/cli.ts', 'login-link', account, '--path', path, '--base', server.baseURL],
    { cwd: repoRoot, env: { ...process.env, ...server.env } },
  );
  const link = stdout.trim().split('\n').at(-1) ?? '';
  if (!link.startsWith(server.baseURL)) throw new Error(`login-link printed no link: ${stdout}`);
  return link;
}
