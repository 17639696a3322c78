import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedProducts } from '#web/features/catalog/api/use-saved-products.ts';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import screenStyles from '#web/ui/screen.module.css';
import styles from './heart-screen.module.css';

/** The wishlist (/heart): saved products, newest first; the filled heart on each card removes it. */
export function HeartScreen() {
  const { t } = useTranslation();
  const saved = useSavedProducts();
  const total = saved.data?.pages.at(-1)?.total ?? 0;
  return (
    <main className={screenStyles.root}>
      <ProductGrid
        query={saved}
        label={t('catalog.wishlist.list')}
        header={
          total > 0 ? (
            <p className={styles.wishlistCount} role="status">
              {t('catalog.wishlist.count', { count: total })}
            </p>
          ) : null
        }
        emptyTitle={t('catalog.wishlist.empty')}
        emptyHint={t('catalog.wishlist.emptyHint')}
        empty={
          <Link className={styles.wishlistEmptyBrowse} to="/products">
            {t('catalog.wishlist.browse')}
          </Link>
        }
      />
    </main>
  );
}
