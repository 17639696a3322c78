import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Config } from '#server/config.ts';
import { startWarnings } from '#server/process/warnings.ts';

describe('the start warns when several machines would not share what they must', () => {
  const base: Parameters<typeof startWarnings>[0] = {
    DATABASE_URL: 'postgres://db.internal/crossbay',
    DATA_DIR: '/srv/crossbay/data',
    FILE_STORE: 'folder',
    WEB_CONCURRENCY: 1,
    REDIS_URL: undefined,
    CARD_KEY_SECRET: undefined,
    PAY_CODE_SECRET: undefined,
    LOGIN_LINK_SECRET: undefined,
    STAFF_TOTP_SECRET: undefined,
    VAPID_PRIVATE_KEY: undefined,
  };
  const secrets: Partial<Config> = {
    CARD_KEY_SECRET: 'a'.repeat(64),
    PAY_CODE_SECRET: 'b'.repeat(64),
    LOGIN_LINK_SECRET: 'c'.repeat(64),
    STAFF_TOTP_SECRET: 'e'.repeat(64),
    VAPID_PRIVATE_KEY: 'd'.repeat(43),
  };

  it('names each secret taken from a generated file, and the folder store, on PostgreSQL', () => {
    const warnings = startWarnings(base);
    assert.equal(warnings.length, 6);
    for (const name of [
      'CARD_KEY_SECRET',
      'PAY_CODE_SECRET',
      'LOGIN_LINK_SECRET',
      'STAFF_TOTP_SECRET',
      'VAPID_PRIVATE_KEY',
    ]) {
      assert.ok(
        warnings.some((w) => w.startsWith(`${name} is not set`) && /every machine/i.test(w)),
        name,
      );
    }
    assert.match(warnings[5] ?? '', /FILE_STORE=folder.*set FILE_STORE=database/is);
  });

  it('says nothing when the secrets come from env and files from the database, or on SQLite', () => {
    assert.deepEqual(startWarnings({ ...base, ...secrets, FILE_STORE: 'database' }), []);
    assert.deepEqual(startWarnings({ ...base, DATABASE_URL: undefined }), []);
  });

  it('warns that workers count the rate limit alone without Redis', () => {
    const warnings = startWarnings({ ...base, DATABASE_URL: undefined, WEB_CONCURRENCY: 4 });
    assert.match(warnings.join('\n'), /WEB_CONCURRENCY=4 without REDIS_URL/);
    assert.deepEqual(
      startWarnings({ ...base, DATABASE_URL: undefined, WEB_CONCURRENCY: 4, REDIS_URL: 'redis://r' }),
      [],
    );
  });
});
