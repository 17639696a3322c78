import { type DecimalSeparator, formatCents } from '@crossbay/contract/cents';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { Money } from '#web/ui/money.tsx';
import { type ChargeRule, withdrawalArrival } from './amount-rules.ts';
import styles from './withdraw-arrival.module.css';

/** The service charge and what actually arrives, live as the amount is typed. */
export function WithdrawArrival({
  amount,
  rule,
  decimal,
}: {
  amount: string | undefined;
  rule: ChargeRule;
  decimal: DecimalSeparator;
}) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const result = withdrawalArrival(amount, rule, decimal);
  return (
    <>
      <dl className={styles.root} aria-live="polite">
        <div>
          <dt>{t('wallet.serviceCharge')}</dt>
          <dd>{result ? <Money amount={formatCents(result.charge)} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('wallet.actualArrival')}</dt>
          <dd className={styles.net}>
            {result && result.arrival > 0 ? <Money amount={formatCents(result.arrival)} /> : '—'}
          </dd>
        </div>
      </dl>
      <p className={styles.rule}>
        {t('wallet.withdraw.chargeRule', {
          rate: (rule.rate_basis_points / 100).toLocaleString(),
          min: money(rule.min),
        })}
      </p>
    </>
  );
}
