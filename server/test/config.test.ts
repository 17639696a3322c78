import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '#server/config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    assert.equal(config.PORT, 3000);
    assert.equal(config.DATABASE_URL, undefined);
    assert.match(config.DATA_DIR, /data$/);
  });

  for (const [name, value, said] of [
    ['PORT', 'abc', /PORT/],
    ['PORT', '70000', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must start with postgres/],
    ['CARD_KEY_SECRET', 'short', /CARD_KEY_SECRET: must be 64 hexadecimal/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['DATABASE_POOL_MAX', '0', /DATABASE_POOL_MAX/],
  ] as const) {
    it(`stops on a bad ${name} with a message naming it`, () => {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: Error) => said.test(error.message),
      );
    });
  }

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, 10 by default', () => {
    assert.equal(loadConfig({}).DATABASE_POOL_MAX, 10);
    assert.equal(loadConfig({ DATABASE_POOL_MAX: '24' }).DATABASE_POOL_MAX, 24);
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL, 'postgres://u@h/db');
  });
});
