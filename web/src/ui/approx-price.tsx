import { parseCents } from '@crossbay/contract/cents';
import { type DisplayRate, displayAmount } from '@crossbay/contract/display-currency';
import { isLocale } from '@crossbay/contract/locales';
import { useTranslation } from 'react-i18next';
import { useDisplayRates } from '#web/api/queries/use-display-rates.ts';
import { formatDisplayAmount } from '#web/i18n/format-money.ts';
import { useDisplayCurrency } from '#web/session/use-display-currency.ts';
import styles from './approx-price.module.css';
import { classNames } from './class-names.ts';

/** The rate to show a price at: the one an order kept (`kept`), else today's of the buyer's currency. */
function useShownRate(kept: DisplayRate | null | undefined): DisplayRate | null {
  const currency = useDisplayCurrency();
  const rates = useDisplayRates();
  if (kept !== undefined) return kept;
  return rates.data?.rates.find((rate) => rate.currency === currency) ?? null;
}

/**
 * "≈ 11,07 €" beside a dollar price, in the buyer's currency; nothing for the dollar alone or without a fresh
 * rate. Only shown: the charge stays in dollars. Isolated left to right as <Money> is.
 */
export function ApproxPrice({
  amount,
  kept,
  className,
}: {
  amount: string;
  /** An order's rate as shown at checkout (null: none was). */
  kept?: DisplayRate | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const rate = useShownRate(kept);
  const cents = parseCents(amount);
  if (!rate || cents === null || cents < 0) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const shown = formatDisplayAmount(displayAmount(cents, rate.per_usd, rate.currency), rate.currency, locale);
  return (
    <bdi dir="ltr" className={classNames(styles.approx, className)}>
      {t('price.approx', { amount: shown })}
    </bdi>
  );
}
