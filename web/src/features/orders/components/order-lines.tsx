import type { DisplayRate } from '@crossbay/contract/display-currency';
import { useTranslation } from 'react-i18next';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { ItemThumb } from '#web/ui/item-thumb.tsx';
import { Money } from '#web/ui/money.tsx';
import styles from './order-lines.module.css';

export type Line = {
  sku_id: number;
  name: string;
  spec: string;
  image: string | null;
  unit_price: string;
  quantity: number;
};

/** The goods of one shop in a checkout or an order. */
export function OrderLines({ lines, kept }: { lines: Line[]; kept?: DisplayRate | null }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.root}>
      {lines.map((line) => (
        <li key={line.sku_id} className={styles.orderLine}>
          <ItemThumb className={styles.thumb} src={line.image} />
          <div className={styles.orderLineBody}>
            <p className={styles.orderLineName}>
              <bdi>{line.name}</bdi>
            </p>
            {line.spec ? <p className={styles.orderLineSpec}>{line.spec}</p> : null}
          </div>
          <div className={styles.orderLineFigures}>
            <Money amount={line.unit_price} />
            <ApproxPrice amount={line.unit_price} kept={kept} className={styles.orderLineApprox} />
            <span className={styles.orderLineQuantity}>
              <span aria-hidden="true">×{line.quantity}</span>
              <span className="visually-hidden">{t('orders.common.quantity', { count: line.quantity })}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
