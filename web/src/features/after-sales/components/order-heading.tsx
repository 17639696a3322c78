import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import afterSalesStyles from './after-sales.module.css';

/** Which order this is about: its number, a way back to it, and what else the screen says of it. */
export function OrderHeading({ id, sn, children }: { id: number; sn: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={afterSalesStyles.card} aria-label={t('afterSales.order.label')}>
      <p className={afterSalesStyles.row}>
        <span>{t('afterSales.order.sn')}</span>
        <Link to={`/orderInfo/${id}`} className={afterSalesStyles.orderLink}>
          <bdi>{sn}</bdi>
        </Link>
      </p>
      {children}
    </section>
  );
}
