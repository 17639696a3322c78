import { isLocale } from '@crossbay/contract/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money.ts';

/** Writes a "12.50" amount the buyer's way, for texts that are not a <Money> element (messages, labels). */
export function useMoneyText(): (amount: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useCallback((amount: string) => formatMoney(amount, locale), [locale]);
}
