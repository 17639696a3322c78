import type { BagShop as Shop } from '@crossbay/contract/checkout';
import { Checkbox } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagLine } from './bag-line.tsx';
import styles from './bag-shop.module.css';

type Props = {
  shop: Shop;
  selected: ReadonlySet<number>;
  /** In edit mode every line may be chosen for deletion, unavailable ones too. */
  editing: boolean;
  onSelect: (ids: number[], selected: boolean) => void;
  onDelete: (ids: number[]) => void;
};

export function BagShop({ shop, selected, editing, onSelect, onDelete }: Props) {
  const { t } = useTranslation();
  const choosable = shop.items.filter((item) => editing || item.available).map((item) => item.id);
  const chosen = choosable.filter((id) => selected.has(id)).length;
  const headingId = `bag-shop-${shop.merchant_id}`;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Checkbox
          checked={choosable.length > 0 && chosen === choosable.length}
          indeterminate={chosen > 0 && chosen < choosable.length}
          disabled={choosable.length === 0}
          onChange={(on) => onSelect(choosable, on)}
        >
          <span className="visually-hidden">{t('orders.bag.selectShop', { name: shop.merchant_name })}</span>
        </Checkbox>
        <ShopbagOutline aria-hidden="true" />
        <h2 id={headingId} className={styles.name}>
          <Link to={`/shop/${shop.merchant_id}`}>
            <bdi>{shop.merchant_name}</bdi>
          </Link>
        </h2>
      </header>
      <ul className={styles.items}>
        {shop.items.map((item) => (
          <li key={item.id}>
            <BagLine
              item={item}
              shopId={shop.merchant_id}
              selected={selected.has(item.id)}
              editing={editing}
              onSelect={(on) => onSelect([item.id], on)}
              onDelete={() => onDelete([item.id])}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
