import type { ConsultListItem } from '@crossbay/contract/after-sales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { ShopLogo } from '#web/ui/shop-logo.tsx';
import afterSalesStyles from './after-sales.module.css';
import styles from './consult-item.module.css';
import { ConsultStatusChip } from './consult-status-chip.tsx';

/** One consultation in the list: with which shop, about what, its latest message and where it stands. */
export function ConsultItem({ consult }: { consult: ConsultListItem }) {
  const { t } = useTranslation();
  const date = useDateText();
  const { merchant, product, last_message: last } = consult;
  return (
    <article className={styles.root} aria-label={merchant.name}>
      <Link to={`/consult/detail/${consult.id}`} className={styles.link}>
        <ShopLogo name={merchant.name} logo={merchant.logo} size={44} />
        <span className={styles.body}>
          <span className={styles.head}>
            <span className={styles.shop}>
              <bdi>{merchant.name}</bdi>
            </span>
            <ConsultStatusChip status={consult.status} />
          </span>
          {product ? (
            <span className={styles.product}>
              <bdi>{product.name}</bdi>
            </span>
          ) : null}
          <span className={styles.last}>
            {last.author === 'buyer' ? `${t('afterSales.consult.you')}: ` : null}
            <bdi>{last.content}</bdi>
          </span>
          <time className={afterSalesStyles.time} dateTime={consult.updated_at}>
            {date(consult.updated_at)}
          </time>
        </span>
      </Link>
    </article>
  );
}
