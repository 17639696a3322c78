import { describe, expect, it } from 'vitest';
import { isIosDevice } from './is-ios.ts';

describe('isIosDevice', () => {
  it.each([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'iPhone', 5, true],
    ['iPad on iPadOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5, true],
    ['a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0, false],
    ['Android', 'Mozilla/5.0 (Linux; Android 15; Pixel 9)', 'Linux armv8l', 5, false],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Win32', 0, false],
  ])('%s: %s', (_, userAgent, platform, maxTouchPoints, expected) => {
    expect(isIosDevice({ userAgent, platform, maxTouchPoints })).toBe(expected);
  });
});
