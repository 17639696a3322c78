import { z } from 'zod';

// Money is integer cents everywhere inside; JSON carries a two-place decimal string.
export type Cents = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const MAX_CENTS = Number.MAX_SAFE_INTEGER;

export type ParseMoneyOptions = { allowNegative?: boolean };

/** Parses "12.5", "12.50", 12.5 or 12 into cents; null when the input is not a plain amount. */
export function parseCents(input: unknown, options: ParseMoneyOptions = {}): Cents | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  if (minus && cents !== 0 && !options.allowNegative) return null;
  return minus ? -cents : cents;
}

/** 1250 → "12.50", -5 → "-0.05". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A request field holding an amount: accepts a decimal string or number, yields cents. */
export function moneyInput(messageKey: string, options: ParseMoneyOptions = {}) {
  return z.union([z.string(), z.number()], { error: messageKey }).transform((value, ctx) => {
    const cents = parseCents(value, options);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: messageKey });
      return z.NEVER;
    }
    return cents;
  });
}

/** An amount in a response: the two-place string. */
export const MoneyString = z.string().regex(/^-?\d+\.\d{2}$/);
