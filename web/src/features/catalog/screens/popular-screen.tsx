import { useTranslation } from 'react-i18next';
import { useHotProducts } from '../api/use-hot-products.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import '../catalog.css';

/** The best sellers, most sold first. */
export function PopularScreen() {
  const { t } = useTranslation();
  const popular = useHotProducts();
  return (
    <main className="screen">
      <ProductGrid query={popular} label={t('catalog.home.popularProducts')} />
    </main>
  );
}
