import type { OrderStatus } from '@crossbay/contract/order';
import { Badge } from 'antd-mobile';
import { CheckCircleOutline, ClockCircleOutline, RedoOutline, TruckOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderCounts } from '#web/features/account/api/use-order-counts.ts';
import { DollarReceiptOutline } from '#web/ui/dollar-icons.tsx';
import styles from './order-shortcuts.module.css';

const SHORTCUTS: { status: OrderStatus; Icon: ComponentType }[] = [
  { status: 'waiting_pay', Icon: ClockCircleOutline },
  { status: 'waiting_deliver', Icon: DollarReceiptOutline },
  { status: 'delivered', Icon: TruckOutline },
  { status: 'received', Icon: CheckCircleOutline },
  { status: 'refunding', Icon: RedoOutline },
];

/** The buyer's orders by status, each with how many there are (the Me screen). */
export function OrderShortcuts() {
  const { t } = useTranslation();
  const counts = useOrderCounts();
  return (
    <section className={styles.meCard} aria-labelledby="me-orders">
      <header className={styles.meCardHead}>
        <h2 id="me-orders" className={styles.meCardTitle}>
          {t('accountScreens.me.orders')}
        </h2>
        <Link className={styles.meCardMore} to="/myPurchases/all">
          {t('accountScreens.me.allOrders')}
        </Link>
      </header>
      <ul className={styles.meShortcuts}>
        {SHORTCUTS.map(({ status, Icon }) => {
          const count = counts.data?.[status] ?? 0;
          // One word per status everywhere: the order list and the order page use the same keys.
          const label = t(`orders.status.${status}`);
          return (
            <li key={status}>
              <Link
                className={styles.meShortcutsLink}
                to={`/myPurchases/${status}`}
                aria-label={count > 0 ? `${label} (${count})` : label}
              >
                <Badge content={count > 0 ? count : null}>
                  <span className={styles.meShortcutsIcon} aria-hidden="true">
                    <Icon />
                  </span>
                </Badge>
                <span className={styles.meShortcutsLabel} aria-hidden="true">
                  {label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
