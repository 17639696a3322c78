import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { connect, type Db, type DialectName } from '#server/db/connect.ts';

export type TestDb = { db: Db; databaseUrl: string | undefined; dataDir: string; drop: () => Promise<void> };

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Drawn pictures are named by their recipe; sharing them between suites saves the drawing.
export const SHARED_MEDIA_DIR = resolve(tmpdir(), 'crossbay-test-media');

async function onAdmin(statement: string, adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database of the dialect (on PostgreSQL, on the server of `adminUrl`), and a way to drop it. */
export async function freshDatabase(dialect: DialectName, adminUrl = ADMIN_URL): Promise<TestDb> {
  const dataDir = mkdtempSync(resolve(tmpdir(), 'crossbay-test-'));
  if (dialect === 'sqlite') {
    const db = connect({ sqliteFile: resolve(dataDir, 'crossbay.sqlite') });
    return {
      db,
      databaseUrl: undefined,
      dataDir,
      drop: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `crossbay_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(`create database ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The forced drop at the end closes any connection still idle in the pool; that is expected.
  const db = connect({ databaseUrl: url.toString(), sqliteFile: '', onIdleError: () => {} });
  return {
    db,
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      await db.destroy();
      await onAdmin(`drop database if exists ${name} with (force)`, adminUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
