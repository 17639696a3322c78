import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../e2e/support/server.ts';

const run = promisify(execFile);

/** A PostgreSQL cluster of the test's own (initdb on a free port), which it may restart or stop at will. */
export type PgCluster = {
  adminUrl: string;
  /** A fast restart: every connection is closed, the server is down for a moment, then answers again. */
  restart: () => Promise<void>;
  /** Closes every server connection to `database` but the caller's (pg_terminate_backend). */
  terminateConnections: (database: string) => Promise<number>;
  stop: () => Promise<void>;
};

// Debian keeps the server's programs out of the PATH; TEST_PG_BIN names another folder.
function serverBin(): string {
  if (process.env.TEST_PG_BIN) return process.env.TEST_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => resolve(root, v, 'bin')).find((dir) => existsSync(resolve(dir, 'initdb')));
  if (!bin)
    throw new Error('no PostgreSQL server programs (initdb) found: install postgresql or set TEST_PG_BIN');
  return bin;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user, who owns the folder. */
async function asOwner(dir: string): Promise<(program: string, args: string[]) => Promise<string>> {
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    chownSync(dir, uid, gid);
  }
  return async (program, args) =>
    (await (root ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args))).stdout;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = serverBin();
  const dir = mkdtempSync(resolve(tmpdir(), 'crossbay-pg-'));
  const data = resolve(dir, 'data');
  const port = await freePort();
  const as = await asOwner(dir);
  await as(resolve(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) => as(resolve(bin, 'pg_ctl'), ['-D', data, '-w', ...args]);
  await pgCtl('-o', options, '-l', resolve(dir, 'log'), 'start');
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psql = (sql: string) => run('psql', ['-XAtq', adminUrl, '-c', sql]).then((out) => out.stdout.trim());
  return {
    adminUrl,
    restart: async () => {
      await pgCtl('-m', 'fast', '-o', options, '-l', resolve(dir, 'log'), 'restart');
    },
    terminateConnections: async (database) =>
      Number(
        await psql(
          `select count(*) filter (where pg_terminate_backend(pid)) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
        ),
      ),
    stop: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => '');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
