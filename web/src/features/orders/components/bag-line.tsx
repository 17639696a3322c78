import type { BagItem } from '@crossbay/contract/checkout';
import { MAX_LINE_QUANTITY } from '@crossbay/contract/checkout-limits';
import { Checkbox, SwipeAction } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateBagItem } from '#web/features/orders/api/use-update-bag-item.ts';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { ItemThumb } from '#web/ui/item-thumb.tsx';
import { Money } from '#web/ui/money.tsx';
import { QuantityStepper } from '#web/ui/quantity-stepper.tsx';
import styles from './bag-line.module.css';

const SEND_AFTER_MS = 350;

type Props = {
  item: BagItem;
  shopId: number;
  selected: boolean;
  editing: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
};

/** One bag line: choose it, change its quantity within the stock, swipe it away. */
export function BagLine({ item, shopId, selected, editing, onSelect, onDelete }: Props) {
  const { t } = useTranslation();
  const update = useUpdateBagItem();
  const [quantity, setQuantity] = useState(item.quantity);
  const timer = useRef<number | undefined>(undefined);
  const max = Math.max(1, Math.min(item.stock, MAX_LINE_QUANTITY));

  // The server's figure wins whenever it changes (another tab, a failed update).
  useEffect(() => setQuantity(item.quantity), [item.quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: number) => {
    const next = Math.min(Math.max(1, Math.round(value || 1)), max);
    setQuantity(next);
    window.clearTimeout(timer.current);
    // Taps in a row become one request with the last figure.
    timer.current = window.setTimeout(() => {
      if (next !== item.quantity) update.mutate({ id: item.id, quantity: next });
    }, SEND_AFTER_MS);
  };

  return (
    <SwipeAction
      rightActions={[{ key: 'delete', text: t('orders.bag.delete'), color: 'danger', onClick: onDelete }]}
    >
      <div className={item.available ? styles.root : `${styles.root} ${styles.unavailable}`}>
        <Checkbox
          className={styles.check}
          checked={selected && (editing || item.available)}
          disabled={!editing && !item.available}
          onChange={onSelect}
        >
          <span className="visually-hidden">{t('orders.bag.selectItem', { name: item.name })}</span>
        </Checkbox>
        <Link to={`/detail/${item.product_id}/${shopId}`} className={styles.thumb}>
          <ItemThumb src={item.image} />
          <span className="visually-hidden">{item.name}</span>
        </Link>
        <div className={styles.body}>
          <Link to={`/detail/${item.product_id}/${shopId}`} className={styles.name} dir="auto">
            {item.name}
          </Link>
          {item.spec ? <p className={styles.spec}>{item.spec}</p> : null}
          {item.available ? null : (
            <p className={styles.unavailable}>
              {item.stock > 0 ? t('orders.bag.offSale') : t('orders.bag.soldOut')}
            </p>
          )}
          <div className={styles.foot}>
            <span className={styles.price}>
              <Money amount={item.price} />
              <ApproxPrice amount={item.price} className={styles.approx} />
            </span>
            {item.available ? (
              <QuantityStepper
                className={styles.stepper}
                min={1}
                max={max}
                value={quantity}
                onChange={change}
                aria-label={t('orders.bag.quantityOf', { name: item.name })}
              />
            ) : (
              <span>×{item.quantity}</span>
            )}
          </div>
          {item.available && quantity >= max && item.stock <= MAX_LINE_QUANTITY ? (
            <p className={styles.stock}>{t('orders.bag.onlyLeft', { count: item.stock })}</p>
          ) : null}
        </div>
      </div>
    </SwipeAction>
  );
}
