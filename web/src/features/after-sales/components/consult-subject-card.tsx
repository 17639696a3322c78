import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Subject } from '#web/features/after-sales/api/use-consult-subject.ts';
import { ItemThumb } from '#web/ui/item-thumb.tsx';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import afterSalesStyles from './after-sales.module.css';
import styles from './consult-subject-card.module.css';

/** The shop a consultation is with, and the product it is about when there is one. */
export function ConsultSubjectCard({ subject }: { subject: Subject }) {
  const { t } = useTranslation();
  const { merchant, product } = subject;
  return (
    <section
      className={`${afterSalesStyles.card} ${styles.root}`}
      aria-label={t('afterSales.consult.subject')}
    >
      <Link to={`/shop/${merchant.id}`} className={styles.shop}>
        <ShopLogo name={merchant.name} logo={merchant.logo} size={40} />
        <span className={styles.shopName}>
          <bdi>{merchant.name}</bdi>
        </span>
      </Link>
      {product ? (
        <Link to={`/detail/${product.id}/${merchant.id}`} className={styles.product}>
          <ItemThumb className={styles.thumb} src={product.image} />
          <span className={styles.productName}>
            <bdi>{product.name}</bdi>
          </span>
        </Link>
      ) : null}
    </section>
  );
}
