import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/format-money.ts';

/** A dollar amount from the API ("12.50"), written the buyer's way. */
export function Money({ amount }: { amount: string }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return <span className="money">{formatMoney(amount, locale)}</span>;
}
