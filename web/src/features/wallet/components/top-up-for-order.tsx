import { parseCents } from '@crossbay/contract/cents';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { useUserInfo } from '#web/session/use-user-info.ts';
import type { TopUpFor } from '#web/ui/top-up-for.ts';
import styles from './top-up-for-order.module.css';

/**
 * On /topUp after a payment came up short: how much is missing, and once the balance covers the orders (a
 * recharge passed), a way straight back to paying them.
 */
export function TopUpForOrder({ what }: { what: TopUpFor }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const navigate = useNavigate();
  const balance = useUserInfo().data?.balance;
  const covered = balance !== undefined && (parseCents(balance) ?? 0) >= (parseCents(what.total) ?? 0);
  const [only] = what.orders;
  const pay = () =>
    void navigate(what.orders.length === 1 && only ? `/orderInfo/${only}` : '/myPurchases/waiting_pay');
  return (
    <section className={styles.root} aria-labelledby="top-up-for-order">
      <h2 id="top-up-for-order" className={styles.title}>
        {t(covered ? 'wallet.recharge.forOrderCovered' : 'wallet.recharge.forOrderTitle')}
      </h2>
      {covered ? (
        <Button block color="primary" onClick={pay}>
          {t('wallet.recharge.forOrderPay')}
        </Button>
      ) : (
        <p className={styles.text}>{t('wallet.recharge.forOrderShort', { amount: money(what.short) })}</p>
      )}
    </section>
  );
}
