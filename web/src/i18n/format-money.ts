import { DISPLAY_CURRENCY_DIGITS, type DisplayCurrency } from '@crossbay/contract/display-currency';
import type { Locale } from '@crossbay/contract/locales';
import { numberFormat } from './intl-formats.ts';
import { intlLocaleOf } from './intl-locale.ts';

// Arabic shops write a dollar price the way the dollar is written, "$20.99" in Latin digits;
// CLDR's Arabic pattern ("20.99 US$") reads back to front once isolated in right-to-left text.
const MONEY_TAGS: Partial<Record<Locale, string>> = { ar: 'en-US' };

// spec §1: the shown currency is the dollar. Amounts arrive as two-place decimal strings ("12.50") and are
// handed to Intl as strings, so no float ever enters the picture.
export function formatMoney(amount: string, locale: Locale): string {
  const tag = MONEY_TAGS[locale] ?? intlLocaleOf(locale);
  return numberFormat(tag, { style: 'currency', currency: 'USD' }).format(amount as `${number}`);
}

/**
 * An amount shown in the buyer's currency beside the dollar ("11.07" EUR → "11,07 €" in German), with the
 * currency's ISO 4217 places (no decimals for yen, won and dong; three for the Kuwaiti dinar).
 */
export function formatDisplayAmount(amount: string, currency: DisplayCurrency, locale: Locale): string {
  const tag = MONEY_TAGS[locale] ?? intlLocaleOf(locale);
  const digits = DISPLAY_CURRENCY_DIGITS[currency];
  return numberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount as `${number}`);
}
