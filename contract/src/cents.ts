// Without zod, unlike money.ts: a screen that only shows or reads amounts must not load the schemas with them.
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

export type DecimalSeparator = '.' | ',';

/**
 * An amount as a buyer types it, made plain ("1.000,50" → "1000.50"), or null when it is not one.
 * `decimal` is the buyer's locale's separator. A separator followed by one or two final digits is
 * the decimal one whatever the locale (a phone keyboard may offer either); grouping separators stand
 * between groups of three digits. Anything else is refused, never read as a bigger number.
 */
export function plainAmount(typed: string, decimal: DecimalSeparator): string | null {
  const text = westernDigits(typed)
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(-?)([\d.,]*\d)$/.exec(text);
  if (!match) return null;
  const [, minus = '', body = ''] = match;
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let whole = body;
  let fraction = '';
  if (last >= 0) {
    const after = body.length - last - 1;
    if (after <= 2) {
      whole = body.slice(0, last);
      fraction = body.slice(last + 1);
    } else if (after === 3 && body[last] === decimal) {
      return null; // "1,005" where the comma is the decimal separator: three decimals, not an amount
    }
  }
  const grouping = /[.,]/.exec(whole)?.[0];
  if (grouping) {
    if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(whole)) return null;
    if (fraction && body[last] === grouping) return null;
    whole = whole.split(grouping).join('');
  }
  if (whole === '') return null;
  return `${minus}${whole}${fraction ? `.${fraction}` : ''}`;
}

// An Arabic or Persian keyboard types its own digits and separators: ١٢٫٥٠ is 12.50.
function westernDigits(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/** What a buyer typed, in cents: `plainAmount` then `parseCents`. */
export function parseTypedCents(
  typed: string,
  decimal: DecimalSeparator,
  options: ParseMoneyOptions = {},
): Cents | null {
  const plain = plainAmount(typed, decimal);
  return plain === null ? null : parseCents(plain, options);
}

/** 1250 → "12.50", -5 → "-0.05". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
