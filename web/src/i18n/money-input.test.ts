import { LOCALE_NAMES, type Locale } from '@crossbay/contract/locales';
import { parseTypedCents } from '@crossbay/contract/money';
import { describe, expect, it } from 'vitest';
import { decimalSeparator } from './decimal-separator.ts';

// What a buyer of each locale types for twelve dollars fifty, with that locale's keyboard habits.
const TWELVE_FIFTY: Record<Locale, string[]> = {
  en: ['12.50', '12.5'],
  'zh-CN': ['12.50'],
  ri: ['12.50'],
  han: ['12.50'],
  tai: ['12.50'],
  ar: ['12.50', '١٢٫٥٠'],
  de: ['12,50', '12.50', '12,5'],
  es: ['12,50', '12.50'],
  fr: ['12,50', '12.50'],
  it: ['12,50', '12.50'],
  ru: ['12,50', '12.50'],
  tr: ['12,50', '12.50'],
  vit: ['12,50', '12.50'],
  'zh-Hant': ['12.50'],
};

describe('a money field in every locale', () => {
  for (const locale of LOCALE_NAMES) {
    const decimal = decimalSeparator(locale);
    it(`${locale}: reads ${TWELVE_FIFTY[locale].join(' and ')} as 1250 cents`, () => {
      for (const typed of TWELVE_FIFTY[locale]) expect(parseTypedCents(typed, decimal)).toBe(1250);
    });
    it(`${locale}: "1,00" and "1.00" are one dollar, never a hundred`, () => {
      expect(parseTypedCents('1,00', decimal)).toBe(100);
      expect(parseTypedCents('1.00', decimal)).toBe(100);
    });
    it(`${locale}: refuses what it cannot read for sure`, () => {
      // Three decimals after the locale's own separator are not cents, nor a thousand.
      for (const typed of [`12${decimal}345`, '12,34,5', '1.2.3', 'ten'])
        expect(parseTypedCents(typed, decimal)).toBeNull();
    });
  }
});
