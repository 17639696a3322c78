import type { ProductCard as Product } from '@crossbay/contract/catalog';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApproxPrice } from './approx-price.tsx';
import { CardRating } from './card-rating.tsx';
import { classNames } from './class-names.ts';
import { Highlight } from './highlight.tsx';
import { Money } from './money.tsx';
import styles from './product-card.module.css';

// Thumbnails are 320 × 320 WebP.
const THUMB_SIZE = 320;

// A wishlist card says whether the product can still be bought (`on_sale`); other lists hold only those that can.
type Props = {
  product: Product & { on_sale?: boolean };
  /** Loaded with the page: the card is in the first row of a screen it leads. */
  eager?: boolean;
  /** Loaded after the pictures the browser ranks above default, such as the screen's largest. */
  lowPriority?: boolean;
  highlight?: string;
  /** A button over the picture's corner (the catalog's heart), described by the card's name. */
  action?: (props: { describedBy: string; className: string }) => ReactNode;
};

export function ProductCard({ product, eager = false, lowPriority = false, highlight = '', action }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const offSale = product.on_sale === false;
  return (
    <li className={classNames(styles.root, offSale && styles.offSale, action && styles.hasAction)}>
      <Link className={styles.link} to={`/detail/${product.id}/${product.merchant_id}`}>
        <span className={styles.picture}>
          {product.image ? (
            <img
              src={product.image}
              alt=""
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={lowPriority ? 'low' : undefined}
              decoding="async"
            />
          ) : null}
          {offSale || product.stock < 1 ? (
            <span className={styles.flag}>
              {offSale ? t('catalog.wishlist.offSale') : t('catalog.product.soldOut')}
            </span>
          ) : null}
        </span>
        <span className={styles.body}>
          <span className={styles.name} id={nameId} dir="auto">
            {product.is_virtual ? <span className={styles.kind}>{t('catalog.product.cardKey')}</span> : null}
            <Highlight text={product.name} query={highlight} />
          </span>
          <span className={styles.prices}>
            <strong className={styles.price}>
              <Money amount={product.price} />
            </strong>
            <ApproxPrice amount={product.price} className={styles.approx} />
            {product.original_price ? (
              <s className={styles.original}>
                <Money amount={product.original_price} />
              </s>
            ) : null}
          </span>
          <span className={styles.meta}>
            <CardRating rating={product.rating} reviews={product.reviews} />
            <span>{t('catalog.product.sold', { count: product.sales })}</span>
          </span>
        </span>
      </Link>
      {action?.({ describedBy: nameId, className: styles.heart ?? '' })}
    </li>
  );
}
