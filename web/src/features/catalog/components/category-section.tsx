import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '#web/features/catalog/api/use-categories.ts';
import { CategoriesError } from './categories-error.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { CategoryGridSkeleton } from './category-grid-skeleton.tsx';
import homeSectionStyles from './home-section.module.css';

export function CategorySection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const categories = useCategories(i18n.language);

  return (
    <section className={homeSectionStyles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={homeSectionStyles.title}>
        {t('home.categories')}
      </h2>
      {categories.isPending ? (
        <CategoryGridSkeleton label={t('home.loadingCategories')} />
      ) : categories.isError ? (
        <CategoriesError retrying={categories.isFetching} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className={homeSectionStyles.empty}>{t('home.noCategories')}</p>
      ) : (
        <CategoryGrid categories={categories.data} labelledBy={headingId} />
      )}
    </section>
  );
}
