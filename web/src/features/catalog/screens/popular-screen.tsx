import { useTranslation } from 'react-i18next';
import { useHotProducts } from '#web/features/catalog/api/use-hot-products.ts';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import screenStyles from '#web/ui/screen.module.css';

/** The best sellers, most sold first. */
export function PopularScreen() {
  const { t } = useTranslation();
  const popular = useHotProducts();
  return (
    <main className={screenStyles.root}>
      <ProductGrid query={popular} label={t('catalog.home.popularProducts')} />
    </main>
  );
}
