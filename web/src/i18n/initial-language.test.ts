import { describe, expect, it } from 'vitest';
import { initialLanguage } from './initial-language.ts';

describe('initialLanguage', () => {
  it.each([
    ['', null, 'en'],
    ['', 'de', 'de'],
    ['?lang=ar', null, 'ar'],
    ['?lang=ar', 'de', 'ar'],
    ['?foo=1&lang=zh-Hant', null, 'zh-Hant'],
    ['?lang=xx', 'fr', 'fr'],
    ['?lang=', null, 'en'],
    ['?lang=EN', null, 'en'],
  ] as const)('%j with saved %s gives %s', (search, saved, expected) => {
    expect(initialLanguage(search, saved)).toBe(expected);
  });
});
