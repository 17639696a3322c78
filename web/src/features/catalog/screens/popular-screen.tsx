import { useTranslation } from 'react-i18next';
import screenStyles from '../../../ui/screen.module.css';
import { useHotProducts } from '../api/use-hot-products.ts';
import { ProductGrid } from '../components/product-grid.tsx';

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
