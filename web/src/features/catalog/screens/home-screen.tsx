import { useQueryClient } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';
import { useHomeBoard } from '#web/features/catalog/api/use-home-board.ts';
import { useHotProducts } from '#web/features/catalog/api/use-hot-products.ts';
import { BannerSwiper } from '#web/features/catalog/components/banner-swiper.tsx';
import { CategorySection } from '#web/features/catalog/components/category-section.tsx';
import homeSectionStyles from '#web/features/catalog/components/home-section.module.css';
import { HotShopsSection } from '#web/features/catalog/components/hot-shops-section.tsx';
import { NoticeSection } from '#web/features/catalog/components/notice-section.tsx';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import { SearchEntry } from '#web/features/catalog/components/search-entry.tsx';
import { Later } from '#web/ui/later.tsx';
import styles from './home-screen.module.css';

export function HomeScreen() {
  const { t, i18n } = useTranslation();
  const popularId = useId();
  const board = useHomeBoard(i18n.language);
  const popular = useHotProducts();
  const queryClient = useQueryClient();
  // A pull refreshes the whole board: banners, notices, categories and popular shops with the grid.
  const refreshBoard = () =>
    Promise.all([
      board.refetch(),
      queryClient.invalidateQueries({ queryKey: catalogKeys.allCategories() }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.hotShops() }),
    ]);
  const header = (
    <>
      <SearchEntry />
      <BannerSwiper banners={board.data?.banners ?? []} loading={board.isPending} />
      <Later>
        <CategorySection />
      </Later>
      <NoticeSection notices={board.data?.notices ?? []} />
      <Later>
        <HotShopsSection />
      </Later>
      <div className={`${homeSectionStyles.head} ${homeSectionStyles.headBare}`}>
        <h2 id={popularId} className={homeSectionStyles.title}>
          {t('catalog.home.popularProducts')}
        </h2>
        <Link className={homeSectionStyles.more} to="/popular">
          {t('catalog.home.seeAll')} <RightOutline aria-hidden="true" className="flip-rtl" />
        </Link>
      </div>
    </>
  );
  return (
    <main className={styles.root}>
      <Later>
        <ProductGrid
          query={popular}
          label={t('catalog.home.popularProducts')}
          header={header}
          headerLeads={(board.data?.banners.length ?? 0) > 0}
          onRefresh={refreshBoard}
        />
      </Later>
    </main>
  );
}
