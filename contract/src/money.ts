import { z } from 'zod';
import { type ParseMoneyOptions, parseCents } from './cents.ts';

export {
  type Cents,
  type DecimalSeparator,
  formatCents,
  type ParseMoneyOptions,
  parseCents,
  parseTypedCents,
  plainAmount,
} from './cents.ts';

/** The longest amount a request may type: far past the largest sum of cents, with grouping and spaces. */
export const AMOUNT_TEXT_MAX = 32;

/** A request field holding an amount: accepts a decimal string or number, yields cents. */
export function moneyInput(messageKey: string, options: ParseMoneyOptions = {}) {
  return z
    .union([z.string().max(AMOUNT_TEXT_MAX, { error: messageKey }), z.number()], { error: messageKey })
    .transform((value, ctx) => {
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
