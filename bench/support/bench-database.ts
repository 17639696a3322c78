import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * A fresh data folder, and on PostgreSQL a fresh database (BENCH_PG_ADMIN_URL), for one bench run;
 * `drop` removes both. With `keep` (a name), the same folder and database are reused across runs and
 * never dropped, so a large catalogue is seeded once. Drawn pictures come from the test suites' shared
 * media folder.
 */
export async function benchDatabase(dialect: string, keep?: string) {
  const dataDir = keep
    ? resolve(tmpdir(), `crossbay-bench-${keep}`)
    : mkdtempSync(resolve(tmpdir(), 'crossbay-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: resolve(tmpdir(), 'crossbay-test-media'),
  };
  const name = `crossbay_bench_${keep ?? process.pid}`;
  if (dialect === 'postgres') {
    await admin(`create database ${name}`).catch((error: { code?: string }) => {
      if (!keep || error.code !== '42P04') throw error; // 42P04: the kept database exists
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    drop: async () => {
      if (keep) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (dialect === 'postgres') await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
