import { describe, expect, it } from 'vitest';
import { RequestError } from '#web/api/request-error.ts';
import { shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it.each([
    ['network', 0],
    ['timeout', 0],
    ['status', 503],
  ] as const)('retries once after a %s failure', (kind, code) => {
    const error = new RequestError(kind, code, 'transport');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(false);
  });

  it.each([
    ['business', 404],
    ['unauthorized', 401],
    ['duplicate', 0],
    ['canceled', 0],
  ] as const)('never asks again after a %s answer', (kind, code) => {
    expect(shouldRetry(0, new RequestError(kind, code, 'answered'))).toBe(false);
  });
});
