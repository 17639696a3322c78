import { describe, expect, it } from 'vitest';
import { canLoadMore } from './can-load-more.ts';

describe('canLoadMore', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('hasMore %s, loading %s: %s', (hasMore, loading, expected) => {
    expect(canLoadMore({ hasMore, loading })).toBe(expected);
  });
});
