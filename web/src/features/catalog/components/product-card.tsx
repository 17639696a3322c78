import type { ProductCard as Product } from '@crossbay/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../ui/money.tsx';
import { Highlight } from './highlight.tsx';

// Thumbnails are 320 × 320 WebP (issue 5, point 7).
const THUMB_SIZE = 320;

type Props = { product: Product; eager?: boolean; highlight?: string };

export function ProductCard({ product, eager = false, highlight = '' }: Props) {
  const { t } = useTranslation();
  return (
    <li className="product-card">
      <Link className="product-card__link" to={`/detail/${product.id}/${product.merchant_id}`}>
        <span className="product-card__picture">
          {product.image ? (
            <img
              src={product.image}
              alt=""
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          {product.stock < 1 ? (
            <span className="product-card__flag">{t('catalog.product.soldOut')}</span>
          ) : null}
        </span>
        <span className="product-card__body">
          <span className="product-card__name">
            {product.is_virtual ? (
              <span className="product-card__kind">{t('catalog.product.cardKey')}</span>
            ) : null}
            <Highlight text={product.name} query={highlight} />
          </span>
          <span className="product-card__prices">
            <strong className="product-card__price">
              <Money amount={product.price} />
            </strong>
            {product.original_price ? (
              <s className="product-card__original">
                <Money amount={product.original_price} />
              </s>
            ) : null}
          </span>
          <span className="product-card__meta">{t('catalog.product.sold', { count: product.sales })}</span>
        </span>
      </Link>
    </li>
  );
}
