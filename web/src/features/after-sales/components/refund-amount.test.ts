import { describe, expect, it } from 'vitest';
import { initialRefundAmount, refundAmountProblem } from './refund-amount.ts';

describe('refundAmountProblem (spec §5)', () => {
  it.each([
    ['', 'validation.refundAmountRequired'],
    ['   ', 'validation.refundAmountRequired'],
    ['abc', 'validation.refundAmountInvalid'],
    ['-1', 'validation.refundAmountInvalid'],
    ['12.345', 'validation.refundAmountInvalid'],
    ['0', 'validation.refundAmountZero'],
    ['0.00', 'validation.refundAmountZero'],
    ['25.01', 'validation.refundAmountTooHigh'],
  ])('%j → %s', (text, key) => {
    expect(refundAmountProblem(text, '25.00')?.key).toBe(key);
  });

  it('names the most that may be asked', () => {
    expect(refundAmountProblem('30', '25.00')?.values).toEqual({ max: '25.00' });
  });

  it.each(['25', '25.00', '0.01', ' 12.5 '])('accepts %j', (text) => {
    expect(refundAmountProblem(text, '25.00')).toBeNull();
  });
});

describe('initialRefundAmount', () => {
  it('starts from the amount the order page gave, written with two decimals', () => {
    expect(initialRefundAmount('12.5', '25.00')).toBe('12.50');
  });

  it.each([
    ['more than refundable', '40.00'],
    ['missing', undefined],
    ['not an amount', 'abc'],
    ['zero', '0'],
  ])('falls back to everything refundable when the route amount is %s', (_case, fromRoute) => {
    expect(initialRefundAmount(fromRoute, '25.00')).toBe('25.00');
  });
});
