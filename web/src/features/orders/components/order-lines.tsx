import { useTranslation } from 'react-i18next';
import { ItemThumb } from '../../../ui/item-thumb.tsx';
import { Money } from '../../../ui/money.tsx';

export type Line = {
  sku_id: number;
  name: string;
  spec: string;
  image: string | null;
  unit_price: string;
  quantity: number;
};

/** The goods of one shop in a checkout or an order. */
export function OrderLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.sku_id} className="order-line">
          <ItemThumb src={line.image} />
          <div className="order-line__body">
            <p className="order-line__name">
              <bdi>{line.name}</bdi>
            </p>
            {line.spec ? <p className="order-line__spec">{line.spec}</p> : null}
          </div>
          <div className="order-line__figures">
            <Money amount={line.unit_price} />
            <span className="order-line__quantity">
              <span aria-hidden="true">×{line.quantity}</span>
              <span className="visually-hidden">{t('orders.common.quantity', { count: line.quantity })}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
