import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#web/i18n/format-money.ts';

/**
 * A dollar amount from the API ("12.50"), written the buyer's way. Isolated left to right: inside
 * Arabic text "$20.99" would otherwise be drawn "20.99$".
 */
export function Money({ amount, className }: { amount: string; className?: string }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <bdi dir="ltr" className={className}>
      {formatMoney(amount, locale)}
    </bdi>
  );
}
