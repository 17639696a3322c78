import type { ProductCard as Product } from '@crossbay/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../ui/money.tsx';
import { HeartButton } from './heart-button.tsx';
import { Highlight } from './highlight.tsx';

// Thumbnails are 320 × 320 WebP.
const THUMB_SIZE = 320;

// A wishlist card says whether the product can still be bought (`on_sale`); other lists hold only those that can.
type Props = { product: Product & { on_sale?: boolean }; eager?: boolean; highlight?: string };

export function ProductCard({ product, eager = false, highlight = '' }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const offSale = product.on_sale === false;
  return (
    <li className={offSale ? 'product-card product-card--off-sale' : 'product-card'}>
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
          {offSale || product.stock < 1 ? (
            <span className="product-card__flag">
              {offSale ? t('catalog.wishlist.offSale') : t('catalog.product.soldOut')}
            </span>
          ) : null}
        </span>
        <span className="product-card__body">
          <span className="product-card__name" id={nameId}>
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
      <HeartButton productId={product.id} describedBy={nameId} className="product-card__heart" />
    </li>
  );
}
