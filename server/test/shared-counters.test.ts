import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

// The machine's Redis (architecture: several processes count together there); each run its own prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('several server processes count API calls together in Redis', () => {
  const apps: TestApp[] = [];
  const prefix = `crossbay-test-${randomBytes(6).toString('hex')}:`;
  after(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const server = async (config: Record<string, unknown>) => {
    const app = await startTestApp('sqlite', { seed: false, config: { RATE_LIMIT_MAX: 5, ...config } });
    apps.push(app);
    return app;
  };
  const statuses = async (app: TestApp, n: number) => {
    const answers: number[] = [];
    for (let i = 0; i < n; i++) answers.push((await get(app.app, '/api/index/category')).status);
    return answers;
  };

  it('two processes with Redis share one limit of 5 a minute', async () => {
    const a = await server({ REDIS_URL, REDIS_PREFIX: prefix });
    const b = await server({ REDIS_URL, REDIS_PREFIX: prefix });
    assert.deepEqual(await statuses(a, 3), [200, 200, 200]);
    assert.deepEqual(await statuses(b, 3), [200, 200, 429], 'the sixth call is over the shared limit');
  });

  it('without Redis each process counts alone (the reason to set REDIS_URL)', async () => {
    const a = await server({});
    const b = await server({});
    assert.deepEqual(await statuses(a, 3), [200, 200, 200]);
    assert.deepEqual(await statuses(b, 3), [200, 200, 200]);
  });
});
