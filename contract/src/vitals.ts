import { z } from 'zod';
import { LOCALE_NAMES, type Locale } from './locales.ts';
import { requestObject } from './request.ts';
import { ANALYTICS_CHOICES, CONNECTION_TYPES, VITAL_NAMES, VITAL_ROUTES } from './vitals-rules.ts';

// The schemas of buyers' page speed (vitals-rules.ts holds the names and rules, without zod).

/** Largest value a beacon may carry: milliseconds for the timings, a unitless score for CLS. */
export const VITAL_VALUE_MAX = 600_000;

const invalid = { error: 'validation.invalidValue' };

/** POST /api/vitals, sent with `navigator.sendBeacon` when the page is hidden: one page load's measures. */
export const VitalsBeacon = requestObject({
  route: z.enum(VITAL_ROUTES, invalid),
  locale: z.enum(LOCALE_NAMES as [Locale, ...Locale[]], invalid),
  connection: z.enum(CONNECTION_TYPES, invalid),
  consent: z.enum(ANALYTICS_CHOICES, invalid),
  vitals: z
    .array(
      requestObject({
        name: z.enum(VITAL_NAMES, invalid),
        value: z.number(invalid).min(0, invalid).max(VITAL_VALUE_MAX, invalid),
      }),
      invalid,
    )
    .min(1, invalid)
    .max(VITAL_NAMES.length, invalid),
});
export type VitalsBeacon = z.infer<typeof VitalsBeacon>;

/** The beacon's answer: whether it was kept (a declined, unasked-where-asked or sampled-out one is not). */
export const VitalsStored = z.object({ stored: z.boolean() });

/** GET /api/vitals/config: the share of page loads that report (0 turns reporting off). */
export const VitalsConfig = z.object({ sample: z.number() });
export type VitalsConfig = z.infer<typeof VitalsConfig>;
