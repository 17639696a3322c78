import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from './test-app.ts';

const run = promisify(execFile);
const CLI = resolve(import.meta.dirname, '../../src/ops/cli.ts');

/** Runs `npm run ops -- …` for real, as a child process on the test app's database. */
export function opsFor(t: TestApp) {
  const env = { ...process.env, DATA_DIR: t.testDb.dataDir, DATABASE_URL: t.testDb.databaseUrl ?? '' };
  return async (...args: string[]): Promise<{ code: number; out: string }> => {
    try {
      const { stdout } = await run(process.execPath, [CLI, ...args], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };
}
