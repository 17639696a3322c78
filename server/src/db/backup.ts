import { execFile } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';

export type BackupKind = 'sqlite' | 'pg_dump';

const MAGIC: [BackupKind, Buffer][] = [
  ['sqlite', Buffer.from('SQLite format 3\0', 'latin1')],
  ['pg_dump', Buffer.from('PGDMP', 'latin1')],
];

/** A SQLite database file or a pg_dump custom-format archive, told apart by their first bytes. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const found = MAGIC.find(
      ([, magic]) => read >= magic.length && head.subarray(0, magic.length).equals(magic),
    );
    return found ? found[0] : null;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `target` through a `.partial` file beside it, flushed to disk and then renamed: a backup
 * cut short by a crash or a full disk never stands under the name an operator will restore from.
 */
async function writeWhole(target: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} exists already; a backup never overwrites one`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    await write(partial);
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, target);
    const folder = openSync(dirname(target), 'r');
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

// node:sqlite refuses a negative rate (SQLite's "all pages"); this many pages is every database here.
const ALL_PAGES_IN_ONE_STEP = 2 ** 31 - 1;

/**
 * A copy of the live SQLite file while servers write to it, with SQLite's online backup in one step:
 * one read transaction, so the copy is the database as one commit left it (decision 0091). In
 * smaller steps SQLite starts the copy again after every write of another process, and under a
 * steady stream of payments it does not finish until the stream stops.
 */
export async function backupSqlite(liveFile: string, target: string): Promise<void> {
  // Opening a missing file would create an empty database and back that up.
  if (!existsSync(liveFile)) throw new Error(`no database at ${liveFile}`);
  const live = new DatabaseSync(liveFile);
  try {
    live.exec('PRAGMA busy_timeout = 5000');
    await writeWhole(target, async (partial) => {
      await backup(live, partial, { rate: ALL_PAGES_IN_ONE_STEP });
    });
  } finally {
    live.close();
  }
}

const run = promisify(execFile);

/**
 * The libpq side of a `postgres://` URL: the URL without its password for `--dbname`, and the
 * password in PGPASSWORD, so it does not show in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs one of PostgreSQL's client tools; its own message when it fails, ours when it is missing. */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT')
      throw new Error(
        `${tool} is not installed here: install PostgreSQL's client tools of the server's major version (Debian: postgresql-client), or run the ${tool} command of docs/deploy.md, "Backups", where they are`,
      );
    throw new Error(`${tool} failed: ${(failed.stderr ?? failed.message).trim()}`);
  }
}

/** pg_dump in its custom format (what pg_restore reads), one snapshot of the whole database. */
export async function pgDump(databaseUrl: string, target: string): Promise<void> {
  const { dbname, env } = libpqTarget(databaseUrl);
  await writeWhole(target, (partial) =>
    runPgTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env),
  );
}
