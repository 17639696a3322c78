import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type DisplayCurrency,
  displayAmount,
  displayMinorUnits,
  isRate,
  isStaleRate,
} from '../src/display-currency.ts';

describe('displayMinorUnits: USD cents × units per dollar, in the currency minor units, half up', () => {
  for (const [cents, perUsd, currency, minor, amount] of [
    [1202, '0.9213', 'EUR', 1107n, '11.07'],
    [1999, '0.9213', 'EUR', 1842n, '18.42'],
    [1, '0.9213', 'EUR', 1n, '0.01'],
    [0, '0.9213', 'EUR', 0n, '0.00'],
    [1250, '155.27', 'JPY', 1941n, '1941'],
    [1999, '150.5', 'JPY', 3008n, '3008'],
    [100, '0.5', 'JPY', 1n, '1'],
    [1999, '1380.25', 'KRW', 27591n, '27591'],
    [1250, '1400', 'KRW', 17500n, '17500'],
    [1999, '25340', 'VND', 506547n, '506547'],
    [1, '25340', 'VND', 253n, '253'],
    [1999, '0.3071', 'KWD', 6139n, '6.139'],
    [1250, '0.3071', 'KWD', 3839n, '3.839'],
    [1, '0.3071', 'KWD', 3n, '0.003'],
    [2, '0.25', 'KWD', 5n, '0.005'],
  ] as [number, string, DisplayCurrency, bigint, string][]) {
    it(`${cents} cents at ${perUsd} ${currency} → ${amount}`, () => {
      assert.equal(displayMinorUnits(cents, perUsd, currency), minor);
      assert.equal(displayAmount(cents, perUsd, currency), amount);
    });
  }

  it('rounds a half up, never down', () => {
    // 1 cent × 0.5 = 0.005 €: half a cent, up to 0.01; 1 cent × 150 = 1.5 ¥, up to 2.
    assert.equal(displayMinorUnits(1, '0.5', 'EUR'), 1n);
    assert.equal(displayMinorUnits(1, '150', 'JPY'), 2n);
    assert.equal(displayMinorUnits(1, '149.99', 'JPY'), 1n);
  });

  it('refuses what is not a rate', () => {
    for (const rate of ['', '-1', '1e3', '1,5', 'abc'])
      assert.throws(() => displayMinorUnits(100, rate, 'EUR'));
  });
});

describe('isRate', () => {
  for (const rate of ['0.9213', '155.27', '25340', '1']) it(`${rate} is one`, () => assert.ok(isRate(rate)));
  for (const rate of ['0', '0.000', '-0.9', '.5', '1e2', '1,2', ''])
    it(`${JSON.stringify(rate)} is not`, () => assert.ok(!isRate(rate)));
});

describe('isStaleRate', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('a rate set within the age is shown', () =>
    assert.ok(!isStaleRate('2026-11-26T12:00:01.000Z', now, 48)));
  it('an older one is not', () => assert.ok(isStaleRate('2026-11-26T11:59:59.000Z', now, 48)));
  it('an unreadable time is stale', () => assert.ok(isStaleRate('yesterday', now, 48)));
});
