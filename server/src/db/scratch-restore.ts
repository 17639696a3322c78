import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { backupKindOf, libpqTarget, runPgTool } from './backup.ts';
import { connect, type Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

/** A backup restored where nothing else reads it: a temporary SQLite file, or a database of its own. */
export type Scratch = { db: Db; where: string; drop: () => Promise<void> };

function checkSqliteFile(file: string): void {
  const copy = new DatabaseSync(file);
  try {
    const rows = copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) throw new Error(`integrity_check: ${problems.slice(0, 5).join('; ')}`);
  } finally {
    copy.close();
  }
}

async function restoreSqlite(backupFile: string): Promise<Scratch> {
  const folder = mkdtempSync(resolve(tmpdir(), 'crossbay-restore-check-'));
  const file = resolve(folder, 'crossbay.sqlite');
  const drop = async () => rmSync(folder, { recursive: true, force: true });
  try {
    // The backup itself stays as it was: opening a SQLite file may write to it.
    copyFileSync(backupFile, file);
    checkSqliteFile(file);
    const db = connect({ sqliteFile: file });
    return {
      db,
      where: file,
      drop: async () => {
        await db.destroy();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function restorePgDump(dumpFile: string, databaseUrl: string | undefined): Promise<Scratch> {
  if (!databaseUrl)
    throw new Error('a pg_dump archive is restored on a PostgreSQL server: set DATABASE_URL to one');
  const name = `crossbay_restore_check_${randomBytes(6).toString('hex')}`;
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  await onServer(databaseUrl, `create database ${name}`);
  const drop = () => onServer(databaseUrl, `drop database if exists ${name} with (force)`);
  try {
    const { dbname, env } = libpqTarget(url.toString());
    await runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        dumpFile,
      ],
      env,
    );
    const db = connect({ databaseUrl: url.toString(), sqliteFile: '' });
    return {
      db,
      where: `database ${name} on ${url.host}`,
      drop: async () => {
        await db.destroy();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Restores a backup of either kind into a scratch database and brings it to this release's schema,
 * as a server started on it would. It never opens the live database; `drop` removes the scratch.
 */
export async function restoreIntoScratch(
  backupFile: string,
  databaseUrl: string | undefined,
): Promise<Scratch> {
  const kind = backupKindOf(backupFile);
  if (kind === null)
    throw new Error(`${backupFile} is neither a SQLite database nor a pg_dump custom-format archive`);
  const scratch =
    kind === 'sqlite' ? await restoreSqlite(backupFile) : await restorePgDump(backupFile, databaseUrl);
  try {
    await migrateToLatest(scratch.db);
    return scratch;
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
