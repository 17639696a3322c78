import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type App, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { DialectName } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemo } from '#server/seed/seed.ts';
import { freshDatabase, SHARED_MEDIA_DIR, type TestDb } from './test-db.ts';

export type TestApp = { app: App; testDb: TestDb; close: () => Promise<void> };

const quiet = { info: () => {} };

/** The real app on a fresh database of the dialect, seeded with the demo catalogue unless told not to. */
export async function startTestApp(
  dialect: DialectName,
  options: {
    seed?: boolean;
    extend?: (app: App) => void;
    /** Runs first in the API's scope (hooks on every API route). */
    inApi?: (api: FastifyInstance) => void;
    config?: Partial<Config>;
    /** PostgreSQL: the server to make the database on (a test's own cluster); the machine's by default. */
    pgAdminUrl?: string;
    /** A database the test made and filled as an older version left it (migrated partway): migrated here. */
    database?: TestDb;
  } = {},
): Promise<TestApp> {
  const testDb = options.database ?? (await freshDatabase(dialect, options.pgAdminUrl));
  const webDist = resolve(testDb.dataDir, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    resolve(webDist, 'index.html'),
    '<!doctype html><title>Crossbay</title><div id="root"></div>',
  );
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.databaseUrl,
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: 100_000,
      // Tests send many calls at once from one address (the races of lock-outs, payments): the per-address
      // queue is out of their way, as the rate limit is; address-queue.test.ts sets its own.
      ADDRESS_IN_FLIGHT: 10_000,
      ADDRESS_QUEUE: 100_000,
      CARD_KEY_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: SHARED_MEDIA_DIR,
      ...options.config,
    },
  );
  await migrateToLatest(testDb.db);
  if (options.seed !== false) await seedDemo(testDb.db, config, quiet);
  const app = await buildApp(config, testDb.db, options.inApi);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

export type Answer<T = unknown> = { status: number; body: { code: number; msg: string; data: T } };

export async function get<T = unknown>(
  app: App,
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

export async function postJson<T = unknown>(
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() };
}
