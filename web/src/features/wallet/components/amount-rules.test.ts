import { describe, expect, it } from 'vitest';
import { rechargeAmountProblem, withdrawalAmountProblem, withdrawalArrival } from './amount-rules.ts';

const rule = { rate_basis_points: 100, min: '1.00' };

describe('rechargeAmountProblem (spec §5)', () => {
  it.each([
    ['', 'validation.amountInvalid'],
    ['abc', 'validation.amountInvalid'],
    ['0', 'validation.amountInvalid'],
    ['-5', 'validation.amountInvalid'],
    ['10.123', 'validation.amountInvalid'],
    ['9.99', 'validation.amountOutOfRange'],
    ['100000.01', 'validation.amountOutOfRange'],
  ])('%j → %s', (text, key) => {
    expect(rechargeAmountProblem(text, { min: '10.00', max: '100000.00' })?.key).toBe(key);
  });

  it('accepts a correct amount within the limits', () => {
    expect(rechargeAmountProblem('50.5', { min: '10.00', max: '100000.00' })).toBeNull();
  });
});

describe('withdrawalAmountProblem (spec §5)', () => {
  it.each([
    ['', 'validation.amountRequired'],
    ['  ', 'validation.amountRequired'],
    ['1.234', 'validation.amountInvalid'],
    ['-3', 'validation.amountNegative'],
    ['0.00', 'validation.amountZero'],
    ['50.01', 'validation.amountAboveBalance'],
    ['1.00', 'validation.amountBelowCharge'],
  ])('%j → %s', (text, key) => {
    expect(withdrawalAmountProblem(text, '50.00', rule)?.key).toBe(key);
  });

  it('accepts the whole balance', () => {
    expect(withdrawalAmountProblem('50', '50.00', rule)).toBeNull();
  });
});

describe('withdrawalArrival', () => {
  it('charges the rate, rounded up to the cent, with its minimum', () => {
    expect(withdrawalArrival('250.50', rule)).toEqual({ charge: 251, arrival: 24_799 });
    expect(withdrawalArrival('20', rule)).toEqual({ charge: 100, arrival: 1_900 });
    expect(withdrawalArrival('', rule)).toBeNull();
  });
});

describe('amounts typed with a decimal comma (de, es, fr, it, ru, tr, vit)', () => {
  const rule = { rate_basis_points: 100, min: '1.00' };
  it('reads 10,50 as ten fifty, never as 1050', () => {
    expect(withdrawalAmountProblem('10,50', '50.00', rule, ',')).toBeNull();
    expect(withdrawalArrival('10,50', rule, ',')).toEqual({ charge: 100, arrival: 950 });
    expect(rechargeAmountProblem('20,5', { min: '10.00', max: '100.00' }, ',')).toBeNull();
  });
  it('refuses what cannot be read instead of guessing', () => {
    expect(withdrawalAmountProblem('1,005', '50.00', rule, ',')?.key).toBe('validation.amountInvalid');
  });
});
