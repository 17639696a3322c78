import { z } from 'zod';
import {
  DISPLAY_CURRENCIES,
  type DisplayChoice,
  type DisplayCurrency,
  DOLLAR_ONLY,
  type DisplayRate as ShownRate,
} from './display-currency.ts';
import { requestObject } from './request.ts';

// The schemas of prices shown in the buyer's currency (display-currency.ts holds the rules, without zod).

export const DisplayRate: z.ZodType<ShownRate> = z.object({
  currency: z.enum(DISPLAY_CURRENCIES as [DisplayCurrency, ...DisplayCurrency[]]),
  /** Units per US dollar. */
  per_usd: z.string(),
  /** When the operator set it, or the reference date of the ECB file it came from (ISO time). */
  set_at: z.string(),
});

/** GET /api/index/display_rates: the rates young enough to be shown; a stale one is left out. */
export const DisplayRates = z.object({ rates: z.array(DisplayRate) });
export type DisplayRates = z.infer<typeof DisplayRates>;

export const DisplayChoiceBody = requestObject({
  currency: z.enum([DOLLAR_ONLY, ...DISPLAY_CURRENCIES] as [DisplayChoice, ...DisplayChoice[]], {
    error: 'validation.currencyInvalid',
  }),
});
export type DisplayChoiceBody = z.infer<typeof DisplayChoiceBody>;
