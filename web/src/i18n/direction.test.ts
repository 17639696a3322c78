import { describe, expect, it } from 'vitest';
import { directionOf } from './direction.ts';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['AR', 'rtl'],
    ['ar-EG', 'rtl'],
    ['ar_SA', 'rtl'],
    ['en', 'ltr'],
    ['zh-CN', 'ltr'],
    ['zh-Hant', 'ltr'],
    ['tr', 'ltr'],
    ['', 'ltr'],
  ])('%s reads %s', (lang, expected) => {
    expect(directionOf(lang)).toBe(expected);
  });
});
