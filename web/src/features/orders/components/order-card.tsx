import type { PayResult } from '@crossbay/contract/checkout';
import type { Order } from '@crossbay/contract/order';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { Money } from '#web/ui/money.tsx';
import cardStyles from './card.module.css';
import { OrderActions } from './order-actions.tsx';
import styles from './order-card.module.css';
import { OrderLines } from './order-lines.tsx';

/** Waiting on someone shows in the warning colour; a closed order is greyed. */
const STATUS_LOOK: Partial<Record<Order['status'], string>> = {
  waiting_pay: styles.statusWaiting,
  refunding: styles.statusWaiting,
  after_sale: styles.statusWaiting,
  cancelled: styles.statusClosed,
  refunded: styles.statusClosed,
};

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useDateText();
  const headingId = `order-${order.id}`;
  // Paid from the list, the order is shown where it now is, as after checkout (issue 34): its card keys, or
  // the tab of its new status; the "waiting to pay" tab it leaves may be empty now.
  const paid = (result: PayResult) => {
    if (order.is_virtual) void navigate('/cards');
    else void navigate(`/myPurchases/${result.orders[0]?.status ?? 'all'}`, { replace: true });
  };
  return (
    <article className={cardStyles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.shop}>
          <bdi>{order.merchant_name}</bdi>
        </h2>
        <span className={`${styles.status} ${STATUS_LOOK[order.status] ?? ''}`}>
          {t(`orders.status.${order.status}`)}
        </span>
      </header>
      <Link to={`/orderInfo/${order.id}`} className={styles.link}>
        <span className="visually-hidden">{t('orders.list.open', { sn: order.sn })}: </span>
        <OrderLines lines={order.items} kept={order.display} />
      </Link>
      {order.last_scan ? (
        <p className={styles.scan}>
          <span className={styles.scanStatus}>{t(`orders.tracking.status.${order.last_scan.status}`)}</span>
          {' · '}
          <bdi>{order.last_scan.place}</bdi>
          {' · '}
          <time className={styles.scanTime} dateTime={order.last_scan.at}>
            {format(order.last_scan.at)}
          </time>
        </p>
      ) : null}
      <p className={styles.sum}>
        {t('orders.list.sum', { count: order.quantity })}{' '}
        <Money className={styles.amount} amount={order.total} />
        <ApproxPrice amount={order.total} kept={order.display} />
      </p>
      <OrderActions order={order} only={['pay', 'cancel', 'confirm_receipt', 'review']} onPaid={paid} />
    </article>
  );
}
