import { Button } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProductFilter } from '#web/api/queries/catalog-keys.ts';
import { useCategories } from '#web/features/catalog/api/use-categories.ts';
import { useProducts } from '#web/features/catalog/api/use-products.ts';
import { FilterChips } from '#web/features/catalog/components/filter-chips.tsx';
import {
  filterFromParams,
  paramsFromFilter,
} from '#web/features/catalog/components/product-filter-params.ts';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import { SortBar } from '#web/features/catalog/components/sort-bar.tsx';
import listScreenStyles from './list-screen.module.css';
import styles from './products-screen.module.css';

/** All products, sorted and filtered by what the URL says. */
export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const categories = useCategories(i18n.language);
  const products = useProducts({ ...filter, sort: filter.sort ?? 'comprehensive' });
  const change = (next: ProductFilter) => setParams(paramsFromFilter(next), { replace: true });
  const remove = (keys: (keyof ProductFilter)[]) => {
    const next = { ...filter };
    for (const key of keys) delete next[key];
    change(next);
  };
  return (
    <main className={listScreenStyles.root}>
      <div className={`${listScreenStyles.stickyBar} ${styles.bar}`}>
        <SortBar value={filter.sort ?? 'comprehensive'} onChange={(sort) => change({ ...filter, sort })} />
        <Link className={styles.filter} to={`/filter?${paramsFromFilter(filter)}`}>
          <FilterOutline aria-hidden="true" /> {t('catalog.filter.open')}
        </Link>
      </div>
      <FilterChips filter={filter} categories={categories.data ?? []} onRemove={remove} />
      <ProductGrid
        query={products}
        label={t('catalog.productsLabel')}
        highlight={filter.keyword}
        emptyTitle={t('catalog.filter.nothing')}
        empty={
          Object.keys(filter).length > 0 ? (
            <Button color="primary" fill="outline" onClick={() => change({})}>
              {t('catalog.filter.clear')}
            </Button>
          ) : null
        }
      />
    </main>
  );
}
