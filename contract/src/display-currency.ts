import type { Locale } from './locales.ts';

// Without zod, like cents.ts: every price on a first screen uses this file; the schemas are in display-rates.ts.
// Issue 36 item 2: beside the dollar price, "≈ 11,07 €" in the buyer's currency. Only shown: the charge, the
// wallet and every ledger row stay in USD cents. No float enters: a rate is a decimal string and the
// conversion is done in integers.

/** ISO 4217 minor units of the currencies a price may be shown in (the ECB's list and a few more). */
export const DISPLAY_CURRENCY_DIGITS = {
  AED: 2,
  AUD: 2,
  BGN: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  MXN: 2,
  MYR: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  RON: 2,
  RUB: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  TWD: 2,
  VND: 0,
  ZAR: 2,
} as const;

export type DisplayCurrency = keyof typeof DISPLAY_CURRENCY_DIGITS;
export const DISPLAY_CURRENCIES = Object.keys(DISPLAY_CURRENCY_DIGITS) as DisplayCurrency[];

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && Object.hasOwn(DISPLAY_CURRENCY_DIGITS, value);
}

/**
 * The currency a locale's buyer sees beside the dollar until he chooses one; null (dollar only) where the
 * language is spoken in many currencies (English, Spanish, Arabic).
 */
export const DEFAULT_DISPLAY_CURRENCY: Record<Locale, DisplayCurrency | null> = {
  en: null,
  'zh-CN': 'CNY',
  ri: 'JPY',
  han: 'KRW',
  tai: 'THB',
  ar: null,
  de: 'EUR',
  es: null,
  fr: 'EUR',
  it: 'EUR',
  ru: 'RUB',
  tr: 'TRY',
  vit: 'VND',
  'zh-Hant': 'TWD',
};

/** A buyer's choice: a currency, or "USD" for the dollar alone. */
export const DOLLAR_ONLY = 'USD';
export type DisplayChoice = DisplayCurrency | typeof DOLLAR_ONLY;

export function isDisplayChoice(value: unknown): value is DisplayChoice {
  return value === DOLLAR_ONLY || isDisplayCurrency(value);
}

/** Units of the currency per US dollar, as a plain positive decimal ("0.9213", "155.27", "25340"). */
const RATE = /^(\d{1,9})(?:\.(\d{1,10}))?$/;

export function isRate(text: string): boolean {
  const match = RATE.exec(text);
  return match !== null && /[1-9]/.test(text);
}

/** A rate as shown: units of `currency` per US dollar, and when it was set (ISO time). Schema: display-rates.ts. */
export type DisplayRate = { currency: DisplayCurrency; per_usd: string; set_at: string };

/**
 * USD cents at `perUsd` units per dollar, in the currency's minor units (yen, won, dong; fils: three places),
 * rounded half up. Amounts are not negative.
 */
export function displayMinorUnits(cents: number, perUsd: string, currency: DisplayCurrency): bigint {
  const match = RATE.exec(perUsd);
  if (!match || !Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a rate: ${perUsd}`);
  const fraction = match[2] ?? '';
  const rate = BigInt(`${match[1]}${fraction}`);
  const numerator = BigInt(cents) * rate * 10n ** BigInt(DISPLAY_CURRENCY_DIGITS[currency]);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The converted amount as a decimal string with the currency's places ("11.07", "1932", "0.327"). */
export function displayAmount(cents: number, perUsd: string, currency: DisplayCurrency): string {
  const digits = DISPLAY_CURRENCY_DIGITS[currency];
  const minor = displayMinorUnits(cents, perUsd, currency)
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? minor : `${minor.slice(0, -digits)}.${minor.slice(-digits)}`;
}

/** Whether a rate set at `setAt` is too old to be shown at `now`. */
export function isStaleRate(setAt: string, now: Date, maxAgeHours: number): boolean {
  const at = Date.parse(setAt);
  return !Number.isFinite(at) || now.getTime() - at > maxAgeHours * 3_600_000;
}
