import { Skeleton, Tabs } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories } from '#web/features/catalog/api/use-categories.ts';
import { useProducts } from '#web/features/catalog/api/use-products.ts';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import { useDirection } from '#web/i18n/use-direction.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import pageSkeletonStyles from '#web/ui/page-skeleton.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './explore-screen.module.css';
import listScreenStyles from './list-screen.module.css';

function CategoryProducts({ categoryId, label }: { categoryId: number; label: string }) {
  const products = useProducts({ category: categoryId, sort: 'comprehensive' });
  return <ProductGrid query={products} label={label} />;
}

/** Category tabs, each with its own infinite grid; kept alive, so the place survives a visit to a product. */
export function ExploreScreen() {
  const { t, i18n } = useTranslation();
  const direction = useDirection();
  const categories = useCategories(i18n.language);
  const [params, setParams] = useSearchParams();
  const list = categories.data ?? [];
  const asked = Number(params.get('category'));
  const active = list.find((category) => category.id === asked) ?? list[0];
  // Another category starts at the top of its grid; coming back to the same one keeps the place.
  const shown = useRef(active?.id);
  useEffect(() => {
    if (active === undefined || shown.current === active.id) return;
    if (shown.current !== undefined) window.scrollTo({ top: 0, behavior: 'instant' });
    shown.current = active.id;
  }, [active]);

  const failed = { title: t('catalog.loadFailed'), description: t('catalog.loadFailedHint') };
  return (
    <ScreenData
      query={categories}
      loading={
        <main className={`${listScreenStyles.root} ${styles.root}`} aria-busy="true">
          <Skeleton.Paragraph lineCount={1} animated />
          <Skeleton animated className={pageSkeletonStyles.block} />
        </main>
      }
      failed={failed}
      isEmpty={() => active === undefined}
      empty={<EmptyState look="disconnected" {...failed} />}
    >
      {() =>
        active && (
          <main className={`${listScreenStyles.root} ${styles.root}`}>
            <div className={listScreenStyles.stickyBar}>
              <Tabs
                direction={direction}
                activeKey={String(active.id)}
                onChange={(key) => setParams({ category: key }, { replace: true })}
                stretch={false}
              >
                {list.map((category) => (
                  <Tabs.Tab key={String(category.id)} title={category.name} />
                ))}
              </Tabs>
            </div>
            <CategoryProducts key={active.id} categoryId={active.id} label={active.name} />
          </main>
        )
      }
    </ScreenData>
  );
}
