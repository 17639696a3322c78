import { describe, expect, it } from 'vitest';
import { directionOf, textDirection } from './direction.ts';

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

describe('textDirection', () => {
  it('reads a name by its first letter', () => {
    expect(textDirection('Basecamp Supply Co.')).toBe('ltr');
    expect(textDirection('  3 متاجر')).toBe('rtl');
    expect(textDirection('手机')).toBe('ltr');
  });
});
