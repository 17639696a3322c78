import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';
import { formatDisplayAmount, formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it.each([
    ['12.50', 'en', '$12.50'],
    ['1234567.89', 'en', '$1,234,567.89'],
    ['0.10', 'en', '$0.10'],
    ['-5.00', 'en', '-$5.00'],
    ['12.50', 'de', '12,50 $'],
  ] as const)('%s in %s reads %s', (amount, locale, expected) => {
    expect(formatMoney(amount, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('writes Arabic amounts as the dollar is written: $12.50', () => {
    expect(formatMoney('12.50', 'ar')).toBe('$12.50');
    expect(formatMoney('1234.50', 'ar')).toBe('$1,234.50');
  });

  it('writes German amounts with a decimal comma and the sign after: 20,99 $', () => {
    expect(formatMoney('20.99', 'de').replace(/\u00a0/g, ' ')).toBe('20,99 $');
  });

  it('keeps every cent of an amount beyond float precision', () => {
    expect(formatMoney('90071992547409.93', 'en')).toBe('$90,071,992,547,409.93');
  });
});

describe('formatDisplayAmount', () => {
  it.each([
    ['11.07', 'EUR', 'de', '11,07 €'],
    ['1941', 'JPY', 'ri', '￥1,941'],
    ['27591', 'KRW', 'han', '₩27,591'],
    ['506547', 'VND', 'vit', '506.547 ₫'],
    ['6.139', 'KWD', 'en', 'KWD 6.139'],
    ['37.50', 'SAR', 'ar', 'SAR 37.50'],
  ] as const)('%s %s in %s reads %s', (amount, currency, locale, expected) => {
    expect(formatDisplayAmount(amount, currency, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});

describe('formatDateTime', () => {
  const iso = '2026-11-22T23:30:00.000Z';

  it('shows the time in the buyer’s time zone', () => {
    expect(formatDateTime(iso, 'en', 'Asia/Bangkok')).toMatch(/Nov 23, 2026.*6:30/);
    expect(formatDateTime(iso, 'en', 'America/New_York')).toMatch(/Nov 22, 2026.*6:30/);
  });

  it('speaks the buyer’s language', () => {
    expect(formatDateTime(iso, 'de', 'UTC')).toMatch(/22\.11\.2026/);
    expect(formatDateTime(iso, 'ri', 'UTC')).toMatch(/2026\/11\/22/);
  });
});
