import { isLocale } from '@crossbay/contract/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from './direction.ts';
import { formatMoney } from './format-money.ts';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Writes a "12.50" amount the buyer's way, for texts that are not a <Money> element (messages, labels). In a
 * right-to-left language it is isolated left to right as <Money> is, so a message's "$1.84" is not drawn
 * "1.84$".
 */
export function useMoneyText(): (amount: string) => string {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useCallback(
    (amount: string) => {
      const text = formatMoney(amount, locale);
      return directionOf(locale) === 'rtl'
        ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
        : text;
    },
    [locale],
  );
}
