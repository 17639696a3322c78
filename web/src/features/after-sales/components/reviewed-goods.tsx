import { useTranslation } from 'react-i18next';
import { ItemThumb } from '#web/ui/item-thumb.tsx';
import afterSalesStyles from './after-sales.module.css';
import styles from './reviewed-goods.module.css';

type Good = { sku_id: number; name: string; spec: string; image: string | null };

/** The goods a review is about, as the order recorded them. */
export function ReviewedGoods({ goods }: { goods: Good[] }) {
  const { t } = useTranslation();
  return (
    <ul className={`${afterSalesStyles.card} ${styles.root}`} aria-label={t('afterSales.review.goods')}>
      {goods.map((good) => (
        <li key={good.sku_id} className={styles.item}>
          <ItemThumb className={styles.thumb} src={good.image} />
          <span>
            <span className={styles.name}>
              <bdi>{good.name}</bdi>
            </span>
            {good.spec ? (
              <span className={styles.spec}>
                <bdi>{good.spec}</bdi>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
