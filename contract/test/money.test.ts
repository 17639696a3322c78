import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCents, moneyInput, parseCents, plainAmount } from '../src/money.ts';

describe('parseCents', () => {
  for (const [input, cents] of [
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.01', 1],
    ['0', 0],
    [' 7.05 ', 705],
    [12.5, 1250],
    [0.1, 10],
    [19.99, 1999],
    ['1000000.00', 100_000_000],
  ] as const) {
    it(`reads ${JSON.stringify(input)} as ${cents} cents`, () => assert.equal(parseCents(input), cents));
  }

  for (const input of [
    '',
    'abc',
    '12.345',
    '1e3',
    '1E3',
    '12,50',
    '.5',
    '5.',
    '--1',
    '+1',
    'NaN',
    'Infinity',
    NaN,
    Infinity,
    1e21,
    0.001,
    null,
    undefined,
    {},
    '１２',
  ]) {
    it(`refuses ${String(JSON.stringify(input) ?? input)}`, () => assert.equal(parseCents(input), null));
  }

  it('refuses negatives unless allowed', () => {
    assert.equal(parseCents('-3.00'), null);
    assert.equal(parseCents(-3), null);
    assert.equal(parseCents('-3.00', { allowNegative: true }), -300);
  });

  it('refuses amounts beyond exact integer cents', () => {
    assert.equal(parseCents('99999999999999999.99'), null);
  });
});

describe('formatCents', () => {
  for (const [cents, text] of [
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100_000_000, '1000000.00'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
  ] as const) {
    it(`writes ${cents} as "${text}"`, () => assert.equal(formatCents(cents), text));
  }

  it('refuses a fraction of a cent', () => assert.throws(() => formatCents(1.5)));

  it('round-trips every amount', () => {
    for (let cents = 0; cents < 5000; cents += 7) assert.equal(parseCents(formatCents(cents)), cents);
  });
});

describe('moneyInput', () => {
  const amount = moneyInput('validation.amountInvalid');
  it('yields cents for a good amount', () => assert.equal(amount.parse('3.20'), 320));
  it('reports the message key for a bad one', () => {
    const result = amount.safeParse('3.205');
    assert.equal(result.success, false);
    assert.equal(result.error?.issues[0]?.message, 'validation.amountInvalid');
  });
});

describe('plainAmount: what a buyer types, in their locale', () => {
  for (const [typed, decimal, plain] of [
    ['10.50', '.', '10.50'],
    ['10,50', ',', '10.50'],
    ['1,00', ',', '1.00'],
    ['10,5', ',', '10.5'],
    ['10.50', ',', '10.50'], // a phone keyboard offering the point in a comma locale
    ['1.000,50', ',', '1000.50'],
    ['1 000,50', ',', '1000.50'],
    ['1\u202f000,50', ',', '1000.50'],
    ['1,000.50', '.', '1000.50'],
    ['1,000', '.', '1000'],
    ['1.000', ',', '1000'],
    ['12', ',', '12'],
    ['-3,00', ',', '-3.00'],
    ['١٢٫٥٠', '.', '12.50'],
    ['١٬٠٠٠٫٥', '.', '1000.5'],
    ['۱۲٫۵۰', '.', '12.50'],
  ] as const) {
    it(`reads ${JSON.stringify(typed)} with "${decimal}" as ${plain}`, () =>
      assert.equal(plainAmount(typed, decimal), plain));
  }

  for (const [typed, decimal] of [
    ['1.000', '.'], // three decimals, not a thousand
    ['1,005', ','],
    ['1,0,0', ','],
    ['10,50.5', ','],
    ['1.00.00', '.'],
    ['12,34,567', '.'],
    ['', '.'],
    ['abc', ','],
    [',50', ','],
    ['5,', ','],
  ] as const) {
    it(`refuses ${JSON.stringify(typed)} with "${decimal}", never reading it as a bigger number`, () =>
      assert.equal(plainAmount(typed, decimal), null));
  }
});
