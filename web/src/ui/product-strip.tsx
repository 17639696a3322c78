import type { ProductCard as Product } from '@crossbay/contract/catalog';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from './product-card.tsx';
import styles from './product-strip.module.css';

const PLACEHOLDERS = 3;

type Props = {
  title: string;
  products: Product[];
  /** Still loading: the heading and grey cards hold the place. */
  loading?: boolean;
  /** Beside the heading (the recently viewed list's Clear). */
  action?: ReactNode;
};

/** A titled row of product cards that scrolls sideways; nothing at all when it has no products. */
export function ProductStrip({ title, products, loading = false, action }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!loading && products.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {loading ? (
        <div className={styles.list} role="status" aria-label={t('discover.loading')}>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never move.
            <div key={index} className={styles.placeholder} />
          ))}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('discover.count', { count: products.length, title })}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} lowPriority />
          ))}
        </ul>
      )}
    </section>
  );
}
