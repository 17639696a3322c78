import { isLocale, type Locale } from '@crossbay/contract/locales';
import type { DecimalSeparator } from '@crossbay/contract/money';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './intl-formats.ts';
import { intlLocaleOf } from './intl-locale.ts';

/** The decimal separator buyers of a locale write: "10,50" in German, "10.50" in English. */
export function decimalSeparator(locale: Locale): DecimalSeparator {
  const parts = numberFormat(intlLocaleOf(locale)).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
}

export function useDecimalSeparator(): DecimalSeparator {
  const { i18n } = useTranslation();
  return decimalSeparator(isLocale(i18n.language) ? i18n.language : 'en');
}
