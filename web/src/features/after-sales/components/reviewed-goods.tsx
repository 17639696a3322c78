import { useTranslation } from 'react-i18next';
import { ItemThumb } from '../../../ui/item-thumb.tsx';

type Good = { sku_id: number; name: string; spec: string; image: string | null };

/** The goods a review is about, as the order recorded them. */
export function ReviewedGoods({ goods }: { goods: Good[] }) {
  const { t } = useTranslation();
  return (
    <ul className="after-sales__card reviewed-goods" aria-label={t('afterSales.review.goods')}>
      {goods.map((good) => (
        <li key={good.sku_id} className="reviewed-goods__item">
          <ItemThumb src={good.image} />
          <span>
            <span className="reviewed-goods__name">
              <bdi>{good.name}</bdi>
            </span>
            {good.spec ? (
              <span className="reviewed-goods__spec">
                <bdi>{good.spec}</bdi>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
