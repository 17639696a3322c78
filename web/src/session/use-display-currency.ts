import {
  DEFAULT_DISPLAY_CURRENCY,
  type DisplayCurrency,
  DOLLAR_ONLY,
  isDisplayChoice,
} from '@crossbay/contract/display-currency';
import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { useDisplayChoice } from './display-choice-store.ts';
import { useSession } from './session-store.ts';

/**
 * The currency prices are shown in beside the dollar, or null for the dollar alone: the buyer's choice on his
 * account, else the one made on this device, else his language's (German: euro).
 */
export function useDisplayCurrency(): DisplayCurrency | null {
  const { i18n } = useTranslation();
  const accountChoice = useSession((state) => state.user?.display_currency);
  const deviceChoice = useDisplayChoice((state) => state.choice);
  const choice = isDisplayChoice(accountChoice) ? accountChoice : deviceChoice;
  if (choice !== null) return choice === DOLLAR_ONLY ? null : choice;
  return isLocale(i18n.language) ? DEFAULT_DISPLAY_CURRENCY[i18n.language] : null;
}
